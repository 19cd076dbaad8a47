import { multipartForm as form } from '../../test/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/accounts/schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (
  cookie: string | undefined,
  body: Buffer,
  options: Parameters<typeof form>[1] = {},
  headers: Record<string, string> = {},
) => {
  const f = form(body, options);
  return t.request({ method: 'POST', url: '/api/me/photo', cookie, payload: f.payload, headers: { ...f.headers, ...headers } });
};

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims `width` x `height`: tiny on the wire, gigapixels once decoded. */
async function pixelBomb(width: number, height: number) {
  const small = Buffer.from(await png(8, 8));
  small.writeUInt32BE(width, 16);
  small.writeUInt32BE(height, 20);
  const { crc32 } = await import('node:zlib');
  small.writeUInt32BE(crc32(small.subarray(12, 29)) >>> 0, 29);
  return small;
}

const stored = (url: string) => path.join(t.config.dataDir, 'files', url.replace(/^\/files\//, ''));

describe('profile photo (POST/DELETE /api/me/photo)', () => {
  it('stores a PNG as WebP, updates photo_url and serves the bytes at /files/', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const res = await upload(cookie, await png(), { filename: 'eu.png' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.photo_url;
    expect(url).toMatch(/^\/files\/tenants\/1\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect((await t.request({ url: '/api/me', cookie })).json().user.photo_url).toBe(url);

    const file = await t.request({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('CONTRACT "Files": honours EXIF orientation and strips EXIF, ICC and XMP from a JPEG', async () => {
    const cookie = await t.login('aluna@aurora.test');
    // 80x40 pixels stored sideways: orientation 6 means "rotate 90° clockwise to display".
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'segredo', Artist: 'Fulano' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(cookie, jpeg, { filename: 'foto.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const bytes = (await t.request({ url: res.json().user.photo_url })).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('segredo'))).toBe(false);
  });

  it('scales a large photo down to 1024 px on its longest side', async () => {
    const cookie = await t.login('moderador@aurora.test');
    const res = await upload(cookie, await png(2048, 1024));
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await t.request({ url: res.json().user.photo_url })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1024, height: 512 });
  });

  it('replacing a photo records the new file and deletes the previous one; DELETE removes it', async () => {
    const cookie = await t.login('owner@aurora.test');
    const first = (await upload(cookie, await png())).json().user.photo_url as string;
    const second = (await upload(cookie, await png(32, 32))).json().user.photo_url as string;
    expect(second).not.toBe(first);
    await t.ctx.jobs.drain();
    expect(existsSync(stored(first))).toBe(false);
    expect((await t.request({ url: first })).statusCode).toBe(404);
    expect(existsSync(stored(second))).toBe(true);
    const keys = (await t.ctx.db.select({ key: files.key }).from(files).where(eq(files.tenantId, 1))).map((r) => r.key);
    expect(keys).toContain(second.replace('/files/', ''));
    expect(keys).not.toContain(first.replace('/files/', ''));

    const removed = await t.request({ method: 'DELETE', url: '/api/me/photo', cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.photo_url).toBeNull();
    await t.ctx.jobs.drain();
    expect(existsSync(stored(second))).toBe(false);
  });

  it('never deletes a photo that is not a file this user uploaded (seeded or external URLs)', async () => {
    const cookie = await t.login('admin@aurora.test');
    const seeded = '/files/tenants/1/seed/logo-square.png';
    await t.ctx.db
      .update(users)
      .set({ photoUrl: seeded })
      .where(and(eq(users.tenantId, 1), eq(users.email, 'admin@aurora.test')));
    expect((await t.request({ method: 'DELETE', url: '/api/me/photo', cookie })).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(existsSync(stored(seeded))).toBe(true);
  });

  it('CONTRACT "Files": type comes from the bytes: a text file named .png is 415, and a GIF named .txt is accepted', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const text = await upload(cookie, Buffer.from('isto não é uma imagem\n'.repeat(20)), { filename: 'foto.png', type: 'image/png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'Tipo de arquivo não suportado.' });
    const pdf = await upload(cookie, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), { filename: 'a.png' });
    expect(pdf.statusCode).toBe(415);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const ok = await upload(cookie, gif, { filename: 'nota.txt', type: 'text/plain' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.photo_url).toMatch(/\.webp$/);
  });

  it(`answers 413 over ${PROFILE_PHOTO_MAX_BYTES / 1_048_576} MB, and the lang cookie translates it`, async () => {
    const cookie = await t.login('aluno@aurora.test');
    const big = Buffer.concat([await png(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'O arquivo excede o tamanho máximo permitido.' });
    const en = await upload(`${cookie}; lang=en`, big);
    expect(en.json()).toEqual({ error: 'The file exceeds the maximum allowed size.' });
  });

  it('a decompression bomb and a corrupt image are 400, never 500', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const bomb = await upload(cookie, await pixelBomb(60_000, 60_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ error: 'A imagem tem dimensões grandes demais.' });
    const pngBytes = await png();
    // A real PNG signature and header, then a truncated or garbled body.
    for (const corrupt of [
      pngBytes.subarray(0, pngBytes.length - 30),
      Buffer.concat([pngBytes.subarray(0, 33), Buffer.from('garbage'.repeat(30))]),
    ]) {
      const res = await upload(cookie, corrupt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Não foi possível ler a imagem. Envie outro arquivo.' });
    }
  });

  it('a missing file, another field name, an empty file or a JSON body are refused with the error envelope', async () => {
    const cookie = await t.login('aluno@aurora.test');
    expect((await upload(cookie, await png(), { field: 'photo' })).statusCode).toBe(400);
    expect((await upload(cookie, Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.request({ method: 'POST', url: '/api/me/photo', cookie, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toHaveProperty('error');
  });

  it('needs a session (401) and refuses a cross-site upload (403) without storing anything', async () => {
    const count = async () => (await t.ctx.db.select({ id: files.id }).from(files)).length;
    const before = await count();
    const anonymous = await upload(undefined, await png());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Faça login para continuar.' });
    const cookie = await t.login('aluno@boreal.test');
    const crossSite = await upload(cookie, await png(), {}, { origin: 'http://evil.example', host: 'boreal.localhost' });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/me/photo', cookie, headers: { origin: 'http://evil.example' } })).statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('serves nothing outside DATA_DIR/files and no directory listings', async () => {
    // A dot segment in the raw URL is resolved before routing ('/files/../x' is '/x', the web app's fallback).
    for (const url of [
      '/files/../session-secret',
      '/files/%2e%2e/session-secret',
      '/files/..%2fsession-secret',
      '/files/tenants/%2e%2e/%2e%2e/session-secret',
    ]) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(t.config.sessionSecret);
    }
    for (const url of ['/files/tenants/1/', '/files/tenants/1/avatars/nao-existe.webp', '/files/tenants/1/seed']) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Não encontrado.' });
    }
    const seeded = await t.request({ url: '/files/tenants/1/seed/logo-square.png' });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.headers['content-type']).toBe('image/png');
  });

  it('documents the multipart form in OpenAPI under accounts', async () => {
    const doc = (await t.request({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/me/photo'].post;
    expect(post.tags).toEqual(['accounts']);
    expect(post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '401', '413', '415']));
    expect(doc.paths['/api/me/photo'].delete.tags).toEqual(['accounts']);
  });
});
