import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, communityPostMedia, files } from '../../db/schema/index';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { MP4, PDF, postInPrivateCommunity, uploadPhoto, withoutProduct, type PrivatePost } from '../../test/private-posts';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { moveUnmovedMedia } from './media-move';

/**
 * docs/security.md "Files of private content go through an access check", against a real S3 server
 * (src/test/s3-server.ts checks signature v4, the presigned URLs' query signatures included): a private
 * community post's files are stored under private keys and reached through the access route, which redirects
 * a member to a short-lived presigned URL; the bucket's own URL is no longer handed out for them.
 */
let s3: S3Server;
let t: TestApp;
let member: string;
let post: PrivatePost;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  member = await t.login('aluna@aurora.test');
  post = await postInPrivateCommunity(t, member);
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const get = (url: string, cookie?: string, host = AURORA) => t.request({ method: 'GET', url, cookie, host });

describe('the files of a private community post (S3)', () => {
  it('redirects a member to a presigned URL of a private key, whose bytes, type and name are the post file', async () => {
    for (const [media, bytes, disposition] of [
      [post.file, PDF, 'attachment; filename="Plano de carreira.pdf"'],
      [post.video, MP4, 'inline; filename="Encontro.mp4"'],
    ] as const) {
      const res = await get(media.url, member);
      expect(res.statusCode, res.body).toBe(302);
      const location = String(res.headers.location);
      const key = await post.keyOf(media);
      expect(key).toMatch(/^tenants\/1\/community-posts\/private\//);
      expect(location.startsWith(`${s3.objectUrl(key)}?`)).toBe(true);
      expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // A browser keeps the redirect a little less than the URL lives (5 minutes), never in a shared cache.
      expect(res.headers['cache-control']).toBe('private, max-age=295');
      const object = await fetch(location);
      expect(object.status).toBe(200);
      expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);
      expect(object.headers.get('content-type')).toBe(media.content_type);
      expect(object.headers.get('content-disposition')).toBe(disposition);
    }
    const image = await fetch(String((await get(post.image.url, member)).headers.location));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps no expiring link in a feed page: its media urls are the access route, never the bucket or a signature', async () => {
    const feed = await get(`/api/auth/community/posts/1/${post.communityId}`, member);
    expect(feed.statusCode).toBe(200);
    const [first] = feed.json<{ data: { images: { url: string }[]; files: { url: string }[]; videos: { url: string }[] }[] }>().data;
    expect([...first!.images, ...first!.files, ...first!.videos].map((m) => m.url)).toEqual([
      post.image.url,
      post.file.url,
      post.video.url,
    ]);
    expect(feed.body).not.toContain(s3.endpoint);
    expect(feed.body).not.toContain('X-Amz-');
  });

  it('hands out URLs the server checks: a Range read works, a forged or altered signature is refused', async () => {
    const location = String((await get(post.video.url, member)).headers.location);
    const part = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(0, 100))).toBe(true);
    const url = new URL(location);
    const signature = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`);
    expect((await fetch(url)).status).toBe(403);
    const longer = new URL(location);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(longer)).status).toBe(403);
  });

  it('gives no URL to a visitor, a student without the product, another school or a member who lost the product', async () => {
    const student = await t.login('aluno@aurora.test');
    const boreal = await t.login('aluno@boreal.test');
    const refusals = [
      [await get(post.image.url), 401],
      [await get(post.image.url, student), 403],
      [await get(post.image.url, boreal, BOREAL), 403],
      [await get(`/api/auth/community/media/2/${post.image.url.split('/').pop()}`, boreal, BOREAL), 404],
    ] as const;
    for (const [res, status] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.headers.location).toBeUndefined();
    }
    await withoutProduct(t, 'aluna@aurora.test', post.productId, async () => {
      const res = await get(post.file.url, member);
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
    });
  });

  it('leaves public things at their public URL on the bucket: a banner and an avatar load unsigned', async () => {
    const [banner] = await t.ctx.db
      .select({ url: banners.urlImage })
      .from(banners)
      .where(and(eq(banners.tenantId, 1), isNotNull(banners.urlImage)))
      .limit(1);
    for (const url of [banner!.url!, await uploadPhoto(t, member)]) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/tenants/1/`)).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('moves a file posted before the change: the old bucket URL stops serving it, the route redirects to its private copy', async () => {
    const oldKey = 'tenants/1/community-posts/attachments/AntesDaMudanca000000.pdf';
    await t.ctx.storage.put(oldKey, PDF, 'application/pdf');
    const id = Number(post.file.url.split('/').pop());
    const row = and(eq(communityPostMedia.tenantId, 1), eq(communityPostMedia.id, id));
    const [{ key: currentKey } = { key: '' }] = await t.ctx.db.select({ key: communityPostMedia.key }).from(communityPostMedia).where(row);
    // As the migration leaves a row posted before the change: its old public key, recorded in `files`.
    await t.ctx.db.update(communityPostMedia).set({ key: oldKey }).where(row);
    await t.ctx.db
      .update(files)
      .set({ key: oldKey })
      .where(and(eq(files.tenantId, 1), eq(files.key, currentKey)));
    expect((await fetch(s3.objectUrl(oldKey))).status).toBe(200);

    expect(await moveUnmovedMedia(t.ctx)).toBe(1);
    await t.ctx.jobs.drain();
    const movedKey = await post.keyOf(post.file);
    expect(movedKey).toMatch(/^tenants\/1\/community-posts\/private\/attachments\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect((await fetch(s3.objectUrl(oldKey))).status).toBe(404);
    const [recorded] = await t.ctx.db
      .select({ key: files.key })
      .from(files)
      .where(and(eq(files.tenantId, 1), eq(files.key, movedKey)));
    expect(recorded).toBeDefined();
    const object = await fetch(String((await get(post.file.url, member)).headers.location));
    expect(Buffer.from(await object.arrayBuffer()).equals(PDF)).toBe(true);
    expect(object.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await moveUnmovedMedia(t.ctx)).toBe(0);
  });
});
