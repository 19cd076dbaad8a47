import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from './json-bytes';
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

  it('sends the compressed copy the client accepts, brotli first, with the same JSON inside', async () => {
    const url = '/api/catalog/courses';
    const plain = await t.request({ url, cookie: student });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.request({ url, cookie: student, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.request({ url, cookie: student, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('BR;q=0.5')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=1')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0')).toBeNull();
    expect(acceptedEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
