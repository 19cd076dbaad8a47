import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeCarouselsReply } from '@trilha/shared/home/schemas';
import { tenantReply } from '@trilha/shared/tenancy/schemas';
import { userReply } from '@trilha/shared/accounts/schemas';
import { bannersIndexReply } from '@trilha/shared/banners/schemas';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('aluno@aurora.test');
});
afterAll(() => t.close());

describe('cached JSON replies (platform/json-bytes.ts)', () => {
  it('the home view calls sent as kept bytes are JSON that matches their reply schemas, twice alike', async () => {
    const cases = [
      ['/api/auth/home/carousels/1', homeCarouselsReply],
      ['/api/tenant', tenantReply],
      ['/api/me', userReply],
      ['/api/auth/config/plataforma/bannersCustom/index/1', bannersIndexReply],
    ] as const;
    for (const [url, schema] of cases) {
      const first = await t.request({ url, cookie: student });
      const second = await t.request({ url, cookie: student });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(schema.safeParse(first.json()).success, url).toBe(true);
      expect(second.body, url).toBe(first.body);
    }
  });
});
