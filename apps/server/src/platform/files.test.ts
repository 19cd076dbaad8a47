import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { privateArea } from './files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('local files', () => {
  it('serves a public key at /files/ but never a private one, which only storage.read gives back', async () => {
    const publicKey = 'tenants/1/rewards/badge-test.txt';
    const privateKey = `tenants/1/${privateArea('rewards')}/secret-test.txt`;
    await t.ctx.storage.put(publicKey, Buffer.from('public'), 'text/plain');
    await t.ctx.storage.put(privateKey, Buffer.from('secret'), 'text/plain');

    const served = await t.request({ method: 'GET', url: `/files/${publicKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('public');
    for (const url of [`/files/${privateKey}`, `/files//${privateKey}`, `/files/tenants/1/rewards/./private/secret-test.txt`]) {
      const refused = await t.request({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('secret');
    }

    expect((await t.ctx.storage.read(privateKey))?.toString()).toBe('secret');
    expect(await t.ctx.storage.read(`tenants/1/${privateArea('rewards')}/missing.txt`)).toBeNull();
  });
});
