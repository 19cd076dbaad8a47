import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostMedia, files, videoUploads } from '../../db/schema/index';
import { keepOnePending } from '../../platform/jobs/periodic';
import { isPrivateKey } from '../../platform/storage';
import { sweepVideo } from '../../platform/video-upload';
import { createTestApp, type TestApp } from '../../test/harness';
import { scratchDatabase } from '../../test/scratch-database';
import { MP4, PDF, postInPrivateCommunity, type PostedMedia, type PrivatePost } from '../../test/private-posts';
import { hasUnmovedMedia } from './media-repo';
import { moveUnmovedMedia } from './media-move';
import { COMMUNITY_VIDEOS } from './post-media';

/**
 * docs/security.md "Files of private content go through an access check": files posted before a post's media
 * became private move to the new scheme. The migration (0035) keeps each row's storage key from the URL it
 * held; the move job copies the bytes to a fresh private key and deletes the old ones, so the old public link
 * stops working.
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

const mediaRow = (media: PostedMedia) =>
  and(eq(communityPostMedia.tenantId, 1), eq(communityPostMedia.id, Number(media.url.split('/').pop())));

/** Puts a post file back where files were kept before the change: a public key, with its `files` and upload rows. */
async function asBeforeTheChange(media: PostedMedia, oldKey: string) {
  const key = await post.keyOf(media);
  await t.ctx.storage.put(oldKey, (await t.ctx.storage.read(key))!, media.content_type);
  await t.ctx.storage.delete(key);
  await t.ctx.db.update(communityPostMedia).set({ key: oldKey }).where(mediaRow(media));
  await t.ctx.db
    .update(files)
    .set({ key: oldKey })
    .where(and(eq(files.tenantId, 1), eq(files.key, key)));
  await t.ctx.db
    .update(videoUploads)
    .set({ key: oldKey })
    .where(and(eq(videoUploads.tenantId, 1), eq(videoUploads.key, key)));
}

describe('the move of post files kept from before the change (communities.media-move)', () => {
  const old = {
    image: 'tenants/1/community-posts/QuadroAntigo0000000001.webp',
    file: 'tenants/1/community-posts/attachments/PlanoAntigo00000000001.pdf',
    video: 'tenants/1/community-posts/videos/EncontroAntigo00000001.mp4',
  };

  it('moves each to a fresh private key: the old /files/ link stops serving it, the route and the records follow', async () => {
    for (const kind of ['image', 'file', 'video'] as const) await asBeforeTheChange(post[kind], old[kind]);
    // The finding: before the move, anyone holding the old link reads the file.
    expect((await t.request({ url: `/files/${old.file}` })).statusCode).toBe(200);
    expect(await hasUnmovedMedia(t.ctx.db)).toBe(true);

    // As the worker does from its start (periodicJob's first run), then the deletions after commit.
    await keepOnePending(t.ctx.db, 'communities.media-move', 0);
    await t.ctx.jobs.drain();
    expect(await hasUnmovedMedia(t.ctx.db)).toBe(false);

    for (const [kind, bytes] of [
      ['image', null],
      ['file', PDF],
      ['video', MP4],
    ] as const) {
      const key = await post.keyOf(post[kind]);
      expect(isPrivateKey(key), key).toBe(true);
      expect(key).not.toContain(old[kind].split('/').pop()!.split('.')[0]!);
      expect(await t.ctx.storage.read(old[kind])).toBeNull();
      expect((await t.request({ url: `/files/${old[kind]}` })).statusCode).toBe(404);
      const served = await t.request({ url: post[kind].url, cookie: member });
      expect(served.statusCode).toBe(200);
      if (bytes) expect(served.rawPayload.equals(bytes)).toBe(true);
      const [recorded] = await t.ctx.db
        .select({ key: files.key })
        .from(files)
        .where(and(eq(files.tenantId, 1), eq(files.key, key)));
      expect(recorded, `files row of ${kind}`).toBeDefined();
    }
    // The video's upload row follows, so its sweep still sees that a post shows it and keeps it.
    const videoKey = await post.keyOf(post.video);
    await sweepVideo(t.ctx, COMMUNITY_VIDEOS, { tenantId: 1, key: videoKey });
    expect(await t.ctx.storage.read(videoKey)).not.toBeNull();
    const [upload] = await t.ctx.db.select({ status: videoUploads.status }).from(videoUploads).where(eq(videoUploads.key, videoKey));
    expect(upload?.status).toBe('attached');
  });

  it('is idempotent, and a row whose bytes were already gone moves once and answers 404 as before', async () => {
    expect(await moveUnmovedMedia(t.ctx)).toBe(0);
    const gone = 'tenants/1/community-posts/attachments/Sumiu0000000000000001.pdf';
    await t.ctx.db.update(communityPostMedia).set({ key: gone }).where(mediaRow(post.file));
    expect(await moveUnmovedMedia(t.ctx)).toBe(1);
    expect(isPrivateKey(await post.keyOf(post.file))).toBe(true);
    expect((await t.request({ url: post.file.url, cookie: member })).statusCode).toBe(404);
    expect(await moveUnmovedMedia(t.ctx)).toBe(0);
  });

  it('leaves rows that point outside the posts’ area (a demo picture, a benchmark row) where they are', async () => {
    await t.ctx.db.update(communityPostMedia).set({ key: 'tenants/1/seed/course-1.webp' }).where(mediaRow(post.image));
    expect(await hasUnmovedMedia(t.ctx.db)).toBe(false);
    expect(await moveUnmovedMedia(t.ctx)).toBe(0);
  });
});

describe('migration 0035: each post file keeps its storage key, taken from the URL it held', () => {
  const migrations = path.resolve(import.meta.dirname, '../../../drizzle');

  /** The migrations folder as it was before this one: the same files, the journal cut before it. */
  async function foldersAround(tag: string) {
    const before = await mkdtemp(path.join(os.tmpdir(), 'trilha-migrations-'));
    await cp(migrations, before, { recursive: true });
    const journal = JSON.parse(await readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(at).toBeGreaterThan(0);
    await writeFile(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return { before, done: () => rm(before, { recursive: true, force: true }) };
  }

  it('turns /files/ and bucket (or CDN) URLs into keys, on PGlite and PostgreSQL', async () => {
    const { before, done } = await foldersAround('0035_private_post_files');
    const adminUrl = process.env.DATABASE_URL;
    const scratch = adminUrl ? await scratchDatabase(adminUrl, 'trilha_migration') : null;
    const pool = scratch ? new pg.Pool({ connectionString: scratch.url, max: 1 }) : null;
    const lite = pool ? null : new PGlite();
    const db = pool ? drizzlePg({ client: pool }) : drizzlePglite({ client: lite! });
    const migrateTo = (folder: string) =>
      pool
        ? migratePg(db as ReturnType<typeof drizzlePg>, { migrationsFolder: folder })
        : migratePglite(db as ReturnType<typeof drizzlePglite>, { migrationsFolder: folder });
    try {
      await migrateTo(before);
      await db.execute(sql`insert into tenants (id, slug, name) values (7, 'sete', 'Escola Sete')`);
      await db.execute(sql`insert into users (tenant_id, id, email, name) overriding system value values (7, 1, 'a@sete.test', 'A')`);
      await db.execute(sql`insert into communities (tenant_id, id, title) overriding system value values (7, 1, 'C')`);
      await db.execute(sql`insert into community_posts (tenant_id, id, community_id, user_id) overriding system value values (7, 1, 1, 1)`);
      await db.execute(sql`insert into community_post_media (tenant_id, post_id, kind, url, content_type, size_bytes) values
        (7, 1, 'image', '/files/tenants/7/community-posts/a.webp', 'image/webp', 1),
        (7, 1, 'file', 'https://cdn.example.com/tenants/7/community-posts/attachments/b.pdf', 'application/pdf', 1),
        (7, 1, 'video', 'http://127.0.0.1:9000/bucket/tenants/7/community-posts/videos/c.mp4', 'video/mp4', 1)`);
      await migrateTo(migrations);
      const result = await db.execute(sql`select key from community_post_media where tenant_id = 7 order by id`);
      const rows = ('rows' in result ? result.rows : result) as { key: string }[];
      expect(rows.map((r) => r.key)).toEqual([
        'tenants/7/community-posts/a.webp',
        'tenants/7/community-posts/attachments/b.pdf',
        'tenants/7/community-posts/videos/c.mp4',
      ]);
    } finally {
      await pool?.end();
      await lite?.close();
      await scratch?.drop();
      await done();
    }
  });
});
