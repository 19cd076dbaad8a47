import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { communities, communityPostMedia, communityProducts, enrollments, users } from '../db/schema/index';
import type { TestApp } from './harness';
import { multipartForm, multipartWith } from './multipart';

/**
 * A post with a picture, a PDF and a video in Aurora's private community (the demo's "Círculo de
 * Mentoria", open only to holders of the Mentoria product: aluna@aurora.test holds it,
 * aluno@aurora.test does not), for the tests of the access route of post files (docs/security.md
 * "Files of private content go through an access check"), on local storage and on S3.
 */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const MP4 = readFileSync(path.resolve(import.meta.dirname, '../seed/assets/sample-lesson.mp4'));

export type PostedMedia = { url: string; name: string; content_type: string; size_bytes: number };
export type PrivatePost = {
  communityId: number;
  productId: number;
  image: PostedMedia;
  file: PostedMedia;
  video: PostedMedia;
  /** The storage key behind a media url (the route's last segment is the row's id). */
  keyOf: (media: PostedMedia) => Promise<string>;
};

export async function postInPrivateCommunity(t: TestApp, member: string): Promise<PrivatePost> {
  const [community] = await t.ctx.db
    .select({ id: communities.id, productId: communityProducts.productId })
    .from(communities)
    .innerJoin(
      communityProducts,
      and(eq(communityProducts.tenantId, communities.tenantId), eq(communityProducts.communityId, communities.id)),
    )
    .where(and(eq(communities.tenantId, 1), eq(communities.title, 'Círculo de Mentoria')));
  if (!community) throw new Error('the demo has no Círculo de Mentoria');
  const base = '/api/auth/community';
  const link = await t.request({
    method: 'POST',
    url: `${base}/video-link/1/${community.id}`,
    cookie: member,
    payload: { filename: 'Encontro.mp4', size: MP4.length },
  });
  const { url, path: videoPath } = link.json<{ url: string; path: string }>();
  const put = await t.request({
    method: 'PUT',
    url: new URL(url).pathname,
    host: new URL(url).host,
    payload: MP4,
    headers: { 'content-type': 'video/mp4' },
  });
  if (put.statusCode !== 200) throw new Error(`video PUT: ${put.statusCode} ${put.body}`);
  const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
  const res = await t.request({
    method: 'POST',
    url: `${base}/posts/1/${community.id}`,
    cookie: member,
    ...multipartWith({ title: 'Só para a turma', text: 'Material do encontro', videos: videoPath }, [
      { field: 'images', body: picture, filename: 'quadro.png' },
      { field: 'files', body: PDF, filename: 'Plano de carreira.pdf', type: 'application/pdf' },
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
  const data = res.json<{ data: { images: PostedMedia[]; files: PostedMedia[]; videos: PostedMedia[] } }>().data;
  const keyOf = async (media: PostedMedia) => {
    const id = Number(media.url.split('/').pop());
    const [row] = await t.ctx.db
      .select({ key: communityPostMedia.key })
      .from(communityPostMedia)
      .where(and(eq(communityPostMedia.tenantId, 1), eq(communityPostMedia.id, id)));
    if (!row) throw new Error(`no media row ${id}`);
    return row.key;
  };
  return {
    communityId: community.id,
    productId: community.productId,
    image: data.images[0]!,
    file: data.files[0]!,
    video: data.videos[0]!,
    keyOf,
  };
}

/** Takes the product away from the member (as a refund would) and gives it back, each heard by the app's caches. */
export async function withoutProduct(t: TestApp, email: string, productId: number, run: () => Promise<void>) {
  const [user] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 1), eq(users.email, email)));
  const held = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, user!.id), eq(enrollments.productId, productId));
  const [enrollment] = await t.ctx.db.select().from(enrollments).where(held);
  await t.ctx.db.delete(enrollments).where(held);
  await t.heard();
  try {
    await run();
  } finally {
    // The same row, its id too (a generated identity: the database must be told to take it).
    await t.ctx.db.insert(enrollments).overridingSystemValue().values(enrollment!);
    await t.heard();
  }
}

/** A profile photo: a public thing (avatars, like banners, covers and logos, stay at their public URL). */
export async function uploadPhoto(t: TestApp, cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
  const res = await t.request({ method: 'POST', url: '/api/me/photo', cookie, ...multipartForm(png) });
  if (res.statusCode !== 200) throw new Error(`photo: ${res.statusCode} ${res.body}`);
  return res.json<{ user: { photo_url: string } }>().user.photo_url;
}
