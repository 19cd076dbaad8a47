import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('aluno@aurora.test');
});
afterAll(() => t.close());

describe('cached JSON replies (platform/json-bytes.ts)', () => {
  it('the home view calls of 1 KB or more answer gzip to a client that accepts it, and plain JSON otherwise, with the same content', async () => {
    for (const url of ['/api/auth/home/carousels/1', '/api/tenant', '/api/auth/config/plataforma/bannersCustom/index/1']) {
      const plain = await t.request({ url, cookie: student });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['content-type'], url).toContain('application/json');
      const zipped = await t.request({ url, cookie: student, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers.vary, url).toContain('accept-encoding');
      // Under 1 KB gzip saves nothing worth the header: sent plain either way.
      if (plain.rawPayload.length < 1024) {
        expect(zipped.headers['content-encoding'], url).toBeUndefined();
        continue;
      }
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()), url).toEqual(plain.json());
    }
  });

  it('a small reply (/api/me) is sent plain even when gzip is accepted', async () => {
    const res = await t.request({ url: '/api/me', cookie: student, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().user.email).toBe('aluno@aurora.test');
  });
});
