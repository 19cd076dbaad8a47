import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, videoUploads } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { BASE, bannerClient, clearBanners, isDeletionQueued, isRecorded, SAMPLE_MP4, VIDEO_LINK, videoClient } from './test-support';

let t: TestApp;
let client: ReturnType<typeof bannerClient>;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  client = bannerClient(t);
  [admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());
beforeEach(() => clearBanners(t));

let askLink: ReturnType<typeof videoClient>['askLink'];
let put: ReturnType<typeof videoClient>['put'];
let status: ReturnType<typeof videoClient>['status'];
let uploadedVideo: ReturnType<typeof videoClient>['uploadedVideo'];
beforeAll(() => {
  ({ askLink, put, status, uploadedVideo } = videoClient(t, admin));
});
const basic = (title: string, extra: Record<string, string | number> = {}) => ({ tenant_id: 1, title, ...extra });

describe('the two-step video upload (spec 001 §7: create link, PUT with progress, processing then uploaded)', () => {
  it('goes from link to stored file to a banner that shows it', async () => {
    const res = await askLink();
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^\/files\/tenants\/1\/banners\/videos\/[A-Za-z0-9_-]+\.mp4$/),
      url: expect.stringMatching(/^http:\/\/aurora\.localhost:3000\/api\/uploads\/videos\/[A-Za-z0-9_-]{43}$/),
      status: 'processing',
    });
    expect((await status(link.id)).json()).toEqual({ id: link.id, path: link.path, status: 'processing' });
    expect((await t.request({ url: link.path })).statusCode).toBe(404);

    const stored = await put(link.url, SAMPLE_MP4);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ id: link.id, path: link.path, status: 'uploaded' });
    expect((await status(link.id)).json().status).toBe('uploaded');
    const file = await t.request({ url: link.path });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_MP4)).toBe(true);
    expect(await isRecorded(t, 1, link.path)).toBe(true);

    // A video alone is a slide: no picture needed.
    const saved = await client.create(admin, basic('Com vídeo', { url_video: link.path, url_video_vertical: link.path }), []);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ url_video: link.path, url_video_vertical: link.path, url_image: null });
    const got = await t.request({ url: `${BASE}/get/1/${saved.json().data.id}`, cookie: admin });
    expect(got.json()[2].data.url_video).toBe(link.path);
    expect((await client.index(student)).json()[2].data[0].url_video).toBe(link.path);
  });

  it('reads the type from the bytes whatever the browser named it: octet-stream, a parameter, or no type at all', async () => {
    const link = (await askLink(admin, { filename: 'clip.mp4' })).json();
    expect((await put(link.url, SAMPLE_MP4, 'application/octet-stream')).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select({ type: videoUploads.contentType, size: videoUploads.sizeBytes })
      .from(videoUploads)
      .where(eq(videoUploads.id, link.id));
    expect(row).toEqual({ type: 'video/mp4', size: SAMPLE_MP4.length });
    const withCodec = (await askLink()).json();
    expect((await put(withCodec.url, SAMPLE_MP4, 'video/mp4; codecs="avc1.42E01E"')).statusCode).toBe(200);
    const untyped = (await askLink(admin, { filename: 'gravação.mkv' })).json();
    const res = await t.request({ method: 'PUT', url: new URL(untyped.url).pathname, payload: SAMPLE_MP4 });
    expect(res.statusCode).toBe(200);
  });

  it('works once: a second PUT on the same link is 404 "O link de envio expirou ou já foi usado"', async () => {
    const link = await uploadedVideo();
    const again = await put(link.url, SAMPLE_MP4);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'O link de envio expirou ou já foi usado' });
  });

  it('lets only one of two simultaneous PUTs win', async () => {
    const link = (await askLink()).json();
    const codes = (await Promise.all([put(link.url, SAMPLE_MP4), put(link.url, SAMPLE_MP4)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404]);
  });

  it('spends a link for good: expired before any transaction that could still be looking at it began', async () => {
    const link = (await askLink()).json();
    expect((await put(link.url, SAMPLE_MP4)).statusCode).toBe(200);
    // A spend that expired it at `now()` let a PUT whose transaction began a moment earlier win too.
    const [row] = await t.ctx.db.select({ expiresAt: videoUploads.expiresAt }).from(videoUploads).where(eq(videoUploads.id, link.id));
    expect(row!.expiresAt.getTime()).toBeLessThan(Date.now() - 24 * 3600 * 1000);
  });

  it('refuses an expired link (1 hour) and an unknown or malformed token', async () => {
    const link = (await askLink()).json();
    await t.ctx.db
      .update(videoUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(videoUploads.id, link.id));
    expect((await put(link.url, SAMPLE_MP4)).statusCode).toBe(404);
    expect((await put(`http://aurora.localhost/api/uploads/videos/${'a'.repeat(43)}`, SAMPLE_MP4)).statusCode).toBe(404);
    const malformed = await put('http://aurora.localhost/api/uploads/videos/short', SAMPLE_MP4);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('O link de envio expirou ou já foi usado');
  });

  it('checks the type from the bytes: a PNG is 415 and the link stays usable', async () => {
    const link = (await askLink()).json();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await put(link.url, png);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Formato de vídeo não suportado: use mp4, avi, mpeg, webm, mov, mkv ou flv' });
    expect((await status(link.id)).json().status).toBe('processing');
    expect((await put(link.url, SAMPLE_MP4)).statusCode).toBe(200);
  });

  it('refuses a video over 25 MB with 413 "O tamanho limite para esse video é 25mb"', async () => {
    const link = (await askLink()).json();
    const big = Buffer.concat([SAMPLE_MP4, Buffer.alloc(25 * 1_048_576)]);
    const res = await put(link.url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'O tamanho limite para esse video é 25mb' });
    expect((await status(link.id)).json().status).toBe('processing');
  });

  it('answers 4xx, never 500, to a PUT without a body or with another content type', async () => {
    const link = (await askLink()).json();
    expect((await put(link.url, undefined)).statusCode).toBe(400);
    expect((await put(link.url, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await put(link.url, 'hello', 'text/plain')).statusCode).toBe(415);
    expect((await put(link.url, '{"a":1}', 'application/json')).statusCode).toBe(415);
    expect((await put(link.url, 'a=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await status(link.id)).json().status).toBe('processing');
  });

  it('refuses a cross-site PUT (same-origin rule of the contract)', async () => {
    const link = (await askLink()).json();
    const res = await t.request({
      method: 'PUT',
      url: new URL(link.url).pathname,
      payload: SAMPLE_MP4,
      headers: { 'content-type': 'video/mp4', origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect((await status(link.id)).json().status).toBe('processing');
  });
});

describe('a link is bound to its school and to the size it was asked for (security review, finding 5)', () => {
  const TOO_LARGE = { error: 'O tamanho limite para esse video é 25mb' };
  const EXPIRED = { error: 'O link de envio expirou ou já foi usado' };
  const fileCount = async () => (await t.ctx.db.select({ id: files.id }).from(files)).length;
  /** A real mp4 of exactly `size` bytes: its header is what the type check reads. */
  const mp4Of = (size: number) => Buffer.concat([SAMPLE_MP4, Buffer.alloc(Math.max(0, size - SAMPLE_MP4.length))]).subarray(0, size);
  const putRaw = (url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) =>
    t.request({ method: 'PUT', url: new URL(url).pathname, payload, headers: { 'content-type': 'video/mp4', ...headers } });

  it("answers 404 to a school's link on another school's host, stores and spends nothing, and the link still works at home", async () => {
    const link = (await askLink()).json();
    const before = await fileCount();
    const foreign = await put(link.url, SAMPLE_MP4, 'video/mp4', BOREAL);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(EXPIRED);
    expect(await fileCount()).toBe(before);
    expect((await status(link.id)).json().status).toBe('processing');
    expect((await t.request({ url: link.path })).statusCode).toBe(404);

    expect((await put(link.url, SAMPLE_MP4, 'video/mp4', 'aurora.localhost')).statusCode).toBe(200);
    expect(await isRecorded(t, 1, link.path)).toBe(true);
    expect(await isRecorded(t, 2, link.path)).toBe(false);
  });

  it('keeps the declared size with the link and refuses 2 MB on a link for 100 bytes with 413, then takes the right file', async () => {
    const link = (await askLink(admin, { filename: 'curto.mp4', size: 100 })).json();
    const [row] = await t.ctx.db.select({ declared: videoUploads.declaredBytes }).from(videoUploads).where(eq(videoUploads.id, link.id));
    expect(row).toEqual({ declared: 100 });
    const big = await put(link.url, mp4Of(2 * 1_048_576));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(TOO_LARGE);
    expect((await status(link.id)).json().status).toBe('processing');

    const right = await put(link.url, mp4Of(100));
    expect(right.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select({ size: videoUploads.sizeBytes }).from(videoUploads).where(eq(videoUploads.id, link.id));
    expect(stored).toEqual({ size: 100 });
  });

  it('refuses a Content-Length over the declared size before reading, and counts a body whose Content-Length lies', async () => {
    const link = (await askLink(admin, { filename: 'curto.mp4', size: 100 })).json();
    // Says 2 MB: refused from the header alone.
    const declaredBig = await putRaw(link.url, mp4Of(100), { 'content-length': String(2 * 1_048_576) });
    expect(declaredBig.statusCode).toBe(413);
    // Says 100 bytes and sends 2 MB: the counter stops it.
    const lying = await putRaw(link.url, mp4Of(2 * 1_048_576), { 'content-length': '100' });
    expect(lying.statusCode).toBe(413);
    expect(lying.json()).toEqual(TOO_LARGE);
    expect((await status(link.id)).json().status).toBe('processing');
    expect((await put(link.url, mp4Of(100))).statusCode).toBe(200);
  });

  it('counts a chunked body (no Content-Length) against the declared size, and against 25 MB when none was declared', async () => {
    const chunked = (size: number) =>
      Readable.from(
        (function* () {
          const video = mp4Of(size);
          for (let at = 0; at < size; at += 65_536) yield video.subarray(at, at + 65_536);
        })(),
      );
    const declared = (await askLink(admin, { filename: 'curto.mp4', size: 100 })).json();
    const over = await putRaw(declared.url, chunked(2 * 1_048_576));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(TOO_LARGE);
    expect((await putRaw(declared.url, chunked(100))).statusCode).toBe(200);

    const undeclared = (await askLink(admin, { filename: 'livre.mp4' })).json();
    const huge = await putRaw(undeclared.url, chunked(25 * 1_048_576 + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(TOO_LARGE);
    expect((await putRaw(undeclared.url, chunked(SAMPLE_MP4.length))).statusCode).toBe(200);
  });

  it("points the upload url at the school's own origin, whatever port the Host header names (issue 9, finding 3)", async () => {
    const res = await t.request({
      method: 'POST',
      url: VIDEO_LINK,
      cookie: admin,
      host: 'aurora.localhost:6666',
      headers: { origin: 'http://aurora.localhost:3000' },
      payload: { filename: 'a.mp4', size: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/aurora\.localhost:3000\/api\/uploads\/videos\//);
  });

  it('refuses a body shorter than the declared size with 400 and leaves the link usable', async () => {
    const link = (await askLink(admin, { filename: 'curto.mp4', size: 100 })).json();
    const short = await put(link.url, mp4Of(60));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'O vídeo chegou incompleto: envie novamente' });
    expect((await status(link.id)).json().status).toBe('processing');
    expect((await put(link.url, mp4Of(100))).statusCode).toBe(200);
  });
});

describe('POST create-link-upload-video (spec 001 §5: types and 25 MB)', () => {
  it.each([
    [{ filename: 'notas.txt' }, 'Formato de vídeo não suportado: use mp4, avi, mpeg, webm, mov, mkv ou flv'],
    [{ filename: 'semextensao' }, 'Formato de vídeo não suportado: use mp4, avi, mpeg, webm, mov, mkv ou flv'],
    [{ filename: '' }, 'Informe o nome do arquivo'],
    [{}, 'Informe o nome do arquivo'],
    [{ filename: 'grande.mp4', size: 25 * 1_048_576 + 1 }, 'O tamanho limite para esse video é 25mb'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await askLink(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it.each(['mp4', 'avi', 'mpeg', 'webm', 'mov', 'mkv', 'flv'])('accepts a .%s name and keeps its extension', async (ext) => {
    const res = await askLink(admin, { filename: `video.${ext.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().path.endsWith(`.${ext}`)).toBe(true);
  });

  it('refuses students and moderators (403) on the link and the status', async () => {
    const link = (await askLink()).json();
    for (const cookie of [student, moderator]) {
      expect((await askLink(cookie)).statusCode).toBe(403);
      expect((await status(link.id, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: VIDEO_LINK, payload: { filename: 'a.mp4' } })).statusCode).toBe(401);
  });

  it("answers 404 for another school's upload id and 403 for another school's tenant header", async () => {
    const boreal = (await askLink(borealAdmin, undefined, BOREAL)).json();
    expect((await status(boreal.id)).statusCode).toBe(404);
    expect((await status(boreal.id, borealAdmin, BOREAL)).statusCode).toBe(200);
    const viaHeader = await t.request({
      method: 'POST',
      url: VIDEO_LINK,
      cookie: borealAdmin,
      host: BOREAL,
      headers: { tenantid: '1' },
      payload: { filename: 'a.mp4' },
    });
    expect(viaHeader.statusCode).toBe(403);
  });
});

describe('banner videos (spec 001 §7: the banner saves the path of an uploaded video)', () => {
  it('refuses an unknown, pending, outside or other school video path with 400 "Vídeo não encontrado"', async () => {
    const pending = (await askLink()).json();
    const borealVideo = await uploadedVideo(borealAdmin, BOREAL);
    for (const path of [
      '/files/tenants/1/banners/videos/nada.mp4',
      pending.path,
      'https://videos.example.com/a.mp4',
      borealVideo.path,
      '/cursos',
    ]) {
      const res = await client.create(admin, basic('Vídeo', { url_video_vertical: path }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Vídeo não encontrado: envie o vídeo novamente',
        issues: [{ path: 'body.url_video_vertical', message: 'Vídeo não encontrado: envie o vídeo novamente' }],
      });
    }
    expect((await client.index(admin)).json()[2].data).toEqual([]);
  });

  it('keeps the stored video on update, clears it with "", and releases it once no banner shows it', async () => {
    const video = await uploadedVideo();
    const first = (await client.create(admin, basic('Um', { url_video: video.path }))).json().data;
    const second = (await client.create(admin, basic('Dois', { url_video_vertical: video.path }))).json().data;
    const kept = await client.update(first.id, admin, basic('Um editado', { url_video: video.path }));
    expect(kept.json().data.url_video).toBe(video.path);

    expect((await client.update(first.id, admin, basic('Sem vídeo', { url_video: '' }))).json().data.url_video).toBeNull();
    // The second banner still shows it: nothing is released yet.
    expect(await isRecorded(t, 1, video.path)).toBe(true);

    const removed = await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${second.id}`, cookie: admin });
    expect(removed.statusCode).toBe(200);
    expect(await isRecorded(t, 1, video.path)).toBe(false);
    expect(await isDeletionQueued(t, video.path)).toBe(true);
    // A released video cannot be attached again.
    expect((await client.update(first.id, admin, basic('De novo', { url_video: video.path }))).statusCode).toBe(400);
  });

  it('replaces a video with a new upload and releases the old one', async () => {
    const oldVideo = await uploadedVideo();
    const newVideo = await uploadedVideo();
    const banner = (await client.create(admin, basic('Troca', { url_video: oldVideo.path }))).json().data;
    const res = await client.update(banner.id, admin, basic('Troca', { url_video: newVideo.path }));
    expect(res.json().data.url_video).toBe(newVideo.path);
    expect(await isRecorded(t, 1, oldVideo.path)).toBe(false);
    expect(await isRecorded(t, 1, newVideo.path)).toBe(true);
  });
});
