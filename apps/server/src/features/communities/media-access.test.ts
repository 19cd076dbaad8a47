import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, communities, communityPostMedia } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { MP4, PDF, postInPrivateCommunity, uploadPhoto, withoutProduct, type PrivatePost } from '../../test/private-posts';

/**
 * docs/security.md "Files of private content go through an access check", on local storage: a private
 * community post's files are read only through the access route, which checks the reader at every request
 * (docs/communities.md "Post media", docs/platform-services.md "Private files"). Public things stay public.
 */
let t: TestApp;
let member: string;
let post: PrivatePost;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.login('aluna@aurora.test');
  post = await postInPrivateCommunity(t, member);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}, host = AURORA) =>
  t.request({ method: 'GET', url, cookie, headers, host });

describe('the files of a private community post (local storage)', () => {
  it('sends a member the bytes: the picture inline, the PDF as a download with its name, never to a shared cache', async () => {
    for (const media of [post.image, post.file, post.video]) expect(media.url).toMatch(/^\/api\/auth\/community\/media\/1\/\d+$/);
    const image = await get(post.image.url, member);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals((await t.ctx.storage.read(await post.keyOf(post.image)))!)).toBe(true);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    expect(image.headers['content-disposition']).toBe('inline; filename="quadro.png"');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    const pdf = await get(post.file.url, member);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Plano de carreira.pdf"');
    // Staff enter every community of their school.
    expect((await get(post.file.url, await t.login('moderador@aurora.test'))).statusCode).toBe(200);
  });

  it('plays the video: Range requests answered with 206, and a repeat read answered 304 from its ETag', async () => {
    const whole = await get(post.video.url, member);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(MP4)).toBe(true);
    const part = await get(post.video.url, member, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const beyond = await get(post.video.url, member, { range: `bytes=${MP4.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    expect(beyond.json()).toEqual({ error: expect.any(String) });
    const again = await get(post.video.url, member, { 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await t.request({ method: 'HEAD', url: post.video.url, cookie: member })).statusCode).toBe(200);
  });

  it('refuses a visitor (401), a student without the product (403), the review account (403) and another school (403/404)', async () => {
    const student = await t.login('aluno@aurora.test');
    const review = await t.login('revisor@aurora.test');
    const boreal = await t.login('aluno@boreal.test');
    for (const media of [post.image, post.file, post.video]) {
      const id = media.url.split('/').pop();
      const refusals = [
        [await get(media.url), 401],
        [await get(media.url, student), 403],
        [await get(media.url, review), 403],
        // Another school's student: on its own host, naming Aurora's school or its own.
        [await get(media.url, boreal, {}, BOREAL), 403],
        [await get(`/api/auth/community/media/2/${id}`, boreal, {}, BOREAL), 404],
      ] as const;
      for (const [res, status] of refusals) {
        expect(res.statusCode, `${media.url} ${res.body}`).toBe(status);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    }
    expect((await get('/api/auth/community/media/1/999999', member)).statusCode).toBe(404);
    // A row that named another school's file (never written by the app) is answered as missing.
    const row = and(eq(communityPostMedia.tenantId, 1), eq(communityPostMedia.id, Number(post.image.url.split('/').pop())));
    const key = await post.keyOf(post.image);
    await t.ctx.db
      .update(communityPostMedia)
      .set({ key: key.replace('tenants/1/', 'tenants/2/') })
      .where(row);
    try {
      expect((await get(post.image.url, member)).statusCode).toBe(404);
    } finally {
      await t.ctx.db.update(communityPostMedia).set({ key }).where(row);
    }
    expect((await get('/api/auth/community/media/1/abc', member)).statusCode).toBe(400);
  });

  it('stops a member who lost access at once: product taken away (403), community switched off (404)', async () => {
    expect((await get(post.image.url, member)).statusCode).toBe(200);
    await withoutProduct(t, 'aluna@aurora.test', post.productId, async () => {
      for (const media of [post.image, post.file, post.video]) expect((await get(media.url, member)).statusCode).toBe(403);
    });
    await setCommunity(t, 1, post.communityId, { active: false });
    try {
      expect((await get(post.image.url, member)).statusCode).toBe(404);
    } finally {
      await setCommunity(t, 1, post.communityId, { active: true });
    }
    expect((await get(post.image.url, member)).statusCode).toBe(200);
  });

  it('keeps the bytes under a private key that /files/ never serves, however the path is written', async () => {
    for (const media of [post.image, post.file, post.video]) {
      const key = await post.keyOf(media);
      expect(key).toMatch(/^tenants\/1\/community-posts\/private\/(attachments\/|videos\/)?[A-Za-z0-9_-]{22}\.[a-z0-9]+$/);
      expect(await t.ctx.storage.read(key)).not.toBeNull();
      for (const url of [
        `/files/${key}`,
        `/files/${key.replace('private', '%70rivate')}`,
        `/files/tenants/1/community-posts/x/../private/${key.split('/').pop()}`,
      ]) {
        const res = await get(url, member);
        expect(res.statusCode, url).toBe(404);
      }
    }
  });

  it('leaves public things public: a banner, a private community cover (its locked page shows it) and an avatar load with no session', async () => {
    const [banner] = await t.ctx.db
      .select({ url: banners.urlImage })
      .from(banners)
      .where(and(eq(banners.tenantId, 1), isNotNull(banners.urlImage)))
      .limit(1);
    const [community] = await t.ctx.db
      .select({ cover: communities.coverPath })
      .from(communities)
      .where(and(eq(communities.tenantId, 1), eq(communities.id, post.communityId)));
    const avatar = await uploadPhoto(t, member);
    for (const url of [banner!.url!, community!.cover!, avatar]) {
      expect(url, url).toMatch(/^\/files\/tenants\/1\//);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toMatch(/public|max-age=31536000/);
    }
  });
});
