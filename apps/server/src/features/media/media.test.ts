import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7C3AED' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (cookie: string, kind: string, body: Buffer, host?: string) =>
  t.request({ method: 'POST', url: `/api/auth/config/plataforma/upload-image?kind=${kind}`, cookie, host, ...multipartForm(body) });

describe('school image upload (logos, favicon, login backgrounds)', () => {
  it('stores an editor upload as WebP and serves it', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await upload(owner, 'logo_square', png);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/files\/tenants\/1\/branding\/logo_square\/.+\.webp$/);
    const file = await t.request({ url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses students and moderators (403) and an unknown kind (400)', async () => {
    expect((await upload(await t.login('aluno@aurora.test'), 'favicon', png)).statusCode).toBe(403);
    expect((await upload(await t.login('moderador@aurora.test'), 'favicon', png)).statusCode).toBe(403);
    const bad = await upload(await t.login('admin@aurora.test'), 'wallpaper', png);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Tipo de imagem inválido');
  });

  it('checks the type from the bytes: text named .png is 415', async () => {
    const res = await upload(await t.login('admin@boreal.test'), 'favicon', Buffer.from('not an image at all'), BOREAL);
    expect(res.statusCode).toBe(415);
  });
});
