import { and, eq, like, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { communityPosts, communityProducts, enrollments, jobs, products } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { addStudents } from '../../test/followers';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectWireShape, notificationWorld } from '../../test/notifications';
import { rowsOf } from '../../platform/db/client';
import { runPostBatch, setFanoutBatchSize, FANOUT_BATCH } from './fanout';
import { takeFanoutTurn } from './fanout-repo';

// docs/notifications.md "What creates a notification" and "Fan-out": community_post.

let t: TestApp;
let w: Awaited<ReturnType<typeof notificationWorld>>;
const MENTORIA = 'Círculo de Mentoria';
const AURORA = 'Comunidade Aurora';

beforeAll(async () => {
  t = await createTestApp();
  w = await notificationWorld(t);
});
afterAll(() => t.close());
afterEach(async () => {
  await w.clearPreferences();
  await w.clearMutes();
  setFanoutBatchSize(FANOUT_BATCH[t.ctx.database.kind]);
});

describe('community_post', () => {
  it('reaches every reader of a gated community but the author, after commit, in the job', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA, 'Encontro de sexta');
    // Posting wrote the event and its delivery job, nothing more.
    expect(await w.recipients('community_post', postId)).toEqual([]);
    await w.drain();
    // Staff always; students only with a live enrolment in Mentoria; never the author nor the review account.
    expect(await w.recipients('community_post', postId)).toEqual([
      'admin@aurora.test',
      'moderador@aurora.test',
      'owner@aurora.test',
      'patricia@aurora.test',
      'thiago@aurora.test',
    ]);
    const [row] = await w.rowsOf('community_post', { postId, userId: w.id['thiago@aurora.test'] });
    expect(row).toMatchObject({
      data: {
        post_id: postId,
        community_id: w.community[MENTORIA],
        title: 'Encontro de sexta',
        user: { name: 'Marina Lopes', photo_url: null },
      },
      redirectUrl: `/comunidade/post/${postId}/1/${w.community[MENTORIA]}`,
      inFeed: true,
      mailState: 'pending',
      read: false,
    });
    expectWireShape(row!);
  });

  it('follows the preferences and the community switches', async () => {
    await w.setPreference('thiago@aurora.test', { postPlatform: false, postEmail: false });
    await w.setPreference('patricia@aurora.test', { postPlatform: false, postEmail: true });
    await w.setPreference('admin@aurora.test', { postPlatform: true, postEmail: false });
    // Other types' switches do not matter to a post.
    await w.setPreference('owner@aurora.test', { likePlatform: false, likeEmail: false });
    await w.mute('moderador@aurora.test', MENTORIA);
    // A mute of another community does not silence this one.
    await w.mute('owner@aurora.test', AURORA);
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    await w.drain();
    const rows = await w.rowsOf('community_post', { postId });
    expect(rows.map((r) => [r.email, r.inFeed, r.mailState])).toEqual(
      [
        ['owner@aurora.test', true, 'pending'],
        ['admin@aurora.test', true, 'none'],
        // E-mail only: a row for the mail, not in the feed.
        ['patricia@aurora.test', false, 'pending'],
      ].sort((a, b) => w.id[a[0] as 'owner@aurora.test'] - w.id[b[0] as 'owner@aurora.test']),
    );
  });

  it('reaches only staff while the community is inactive', async () => {
    const postId = await w.post('moderador@aurora.test', MENTORIA);
    await setCommunity(t, 1, w.community[MENTORIA]!, { active: false });
    try {
      await w.drain();
    } finally {
      await setCommunity(t, 1, w.community[MENTORIA]!, { active: true });
    }
    expect(await w.recipients('community_post', postId)).toEqual(['admin@aurora.test', 'owner@aurora.test']);
  });

  it('checks access when the fan-out runs: an enrolment that ended after the post gets nothing', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    const patricia = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, w.id['patricia@aurora.test']));
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(patricia);
    try {
      await w.drain();
    } finally {
      await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(patricia);
    }
    expect(await w.recipients('community_post', postId)).not.toContain('patricia@aurora.test');
    expect(await w.recipients('community_post', postId)).toContain('thiago@aurora.test');
  });

  it('inserts nothing twice when the event is delivered again', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    await w.drain();
    const before = await w.rowsOf('community_post', { postId });
    expect(before).toHaveLength(5);
    const event = await w.lastEvent('community.post.created');
    expect(event.payload.postId).toBe(postId);
    await w.redeliver(event.id);
    await w.redeliver(event.id);
    await w.drain();
    expect((await w.rowsOf('community_post', { postId })).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  it('creates each row once when two workers run the same batch at once', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    const event = await w.lastEvent('community.post.created');
    const job = { tenantId: 1, eventId: event.id, post: event.payload, afterUserId: 0 };
    await Promise.all([runPostBatch(t.ctx.db, job), runPostBatch(t.ctx.db, job), runPostBatch(t.ctx.db, job)]);
    expect(await w.recipients('community_post', postId)).toHaveLength(5);
    // The event's own delivery, still queued, then finds them all there.
    await w.drain();
    expect(await w.recipients('community_post', postId)).toHaveLength(5);
  });

  it('fans out across several batch jobs, every reader once', async () => {
    setFanoutBatchSize(2);
    const jobsBefore = await w.jobCount('notifications.post-batch');
    const postId = await w.post('aluno@aurora.test', AURORA);
    await w.drain();
    // Everyone but the author and the review account, in batches of two: the first in the event's delivery.
    expect(await w.recipients('community_post', postId)).toEqual([
      'admin@aurora.test',
      'aluna@aurora.test',
      'bianca@aurora.test',
      'diego@aurora.test',
      'moderador@aurora.test',
      'owner@aurora.test',
      'patricia@aurora.test',
      'thiago@aurora.test',
    ]);
    // Batches go through the school's 10 members (the 8 readers, the author, the review account):
    // batches 2..5 in jobs, and a 6th that finds no one after the last full batch.
    expect((await w.jobCount('notifications.post-batch')) - jobsBefore).toBe(5);
  });

  it('runs several statements per job before queueing the rest', async () => {
    setFanoutBatchSize({ rows: 2, perJob: 2 });
    const jobsBefore = await w.jobCount('notifications.post-batch');
    const postId = await w.post('aluno@aurora.test', AURORA);
    await w.drain();
    expect(await w.recipients('community_post', postId)).toHaveLength(8);
    // 4 members a job, of the school's 10: the event's delivery, then two jobs (5..8, 9..10).
    expect((await w.jobCount('notifications.post-batch')) - jobsBefore).toBe(2);
  });

  it('a batch re-run after its next job was queued inserts nothing twice', async () => {
    setFanoutBatchSize(3);
    const postId = await w.post('aluno@aurora.test', AURORA);
    const event = await w.lastEvent('community.post.created');
    // A worker that died after committing the first batch: it runs again, then the rest.
    await runPostBatch(t.ctx.db, { tenantId: 1, eventId: event.id, post: event.payload, afterUserId: 0 });
    await w.drain();
    const rows = await w.rowsOf('community_post', { postId });
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(8);
  });

  it('deleting the post removes its notifications', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    await w.drain();
    expect(await w.rowsOf('community_post', { postId })).toHaveLength(5);
    const res = await t.request({ method: 'DELETE', url: `/api/auth/community/post/1/${postId}`, cookie: w.cookie['aluna@aurora.test'] });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await w.rowsOf('community_post', { postId })).toEqual([]);
  });

  it('a post deleted before its fan-out notifies no one, and the job ends', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    await t.ctx.db.delete(communityPosts).where(and(eq(communityPosts.tenantId, 1), eq(communityPosts.id, postId)));
    await w.drain();
    expect(await w.rowsOf('community_post', { postId })).toEqual([]);
    const unfinished = await t.ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(ne(jobs.status, 'done'), like(jobs.queue, 'events.%')));
    expect(unfinished).toEqual([]);
  });

  // PGlite has one connection: there, statements run one at a time anyway.
  it.skipIf(!process.env.DATABASE_URL)('runs one fan-out statement at a time, whatever the connections', async () => {
    const postId = await w.post('aluna@aurora.test', MENTORIA);
    const event = await w.lastEvent('community.post.created');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    // Another fan-out's turn, held in its own transaction.
    const other = t.ctx.db.transaction(async (tx) => {
      await takeFanoutTurn(tx);
      held();
      await released;
    });
    await holding;
    const batch = runPostBatch(t.ctx.db, { tenantId: 1, eventId: event.id, post: event.payload, afterUserId: 0 });
    await vi.waitFor(async () => {
      const [row] = rowsOf<{ n: number }>(
        // Advisory locks are per database: other test files' databases on the same server do not count.
        await t.ctx.db.execute(sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`),
      );
      expect(row?.n).toBe(1);
    });
    expect(await w.recipients('community_post', postId)).toEqual([]);
    release();
    await Promise.all([other, batch]);
    expect(await w.recipients('community_post', postId)).toHaveLength(5);
  });
});

describe('a class community (with products)', () => {
  it('reaches every reader when its members hold two of its products, in batches smaller than them', async () => {
    setFanoutBatchSize(2);
    const db = t.ctx.db;
    const communityId = w.community[MENTORIA]!;
    const readersOf = async (title: string) => {
      const postId = await w.post('aluna@aurora.test', MENTORIA, title);
      await w.drain();
      return w.recipients('community_post', postId);
    };
    const before = await readersOf('Uma turma');
    // A second product for the community, held by each holder of the first one as they hold it.
    const [second] = await db.insert(products).values({ tenantId: 1, title: 'Mentoria, segunda turma' }).returning({ id: products.id });
    try {
      const [gate] = await db
        .select({ productId: communityProducts.productId })
        .from(communityProducts)
        .where(and(eq(communityProducts.tenantId, 1), eq(communityProducts.communityId, communityId)));
      await db.insert(communityProducts).values({ tenantId: 1, communityId, productId: second!.id });
      const held = await db
        .select({ userId: enrollments.userId, expiresAt: enrollments.expiresAt })
        .from(enrollments)
        .where(and(eq(enrollments.tenantId, 1), eq(enrollments.productId, gate!.productId)));
      await db.insert(enrollments).values(held.map((e) => ({ tenantId: 1, productId: second!.id, ...e })));
      expect(await readersOf('Duas turmas')).toEqual(before);
    } finally {
      await db.delete(products).where(and(eq(products.tenantId, 1), eq(products.id, second!.id)));
    }
  });

  // Last in the file: it adds students to the school.
  it('pages through its staff and product holders, however many members the school has', async () => {
    setFanoutBatchSize(2);
    const fanOut = async (post: () => Promise<number>) => {
      const before = await w.jobCount('notifications.post-batch');
      const postId = await post();
      await w.drain();
      return { jobs: (await w.jobCount('notifications.post-batch')) - before, readers: await w.recipients('community_post', postId) };
    };
    const first = await fanOut(() => w.post('aluna@aurora.test', MENTORIA, 'Antes'));
    await addStudents(t.ctx.db, { tenantId: 1, count: 40, prefix: 'sem-mentoria' });
    const second = await fanOut(() => w.post('aluna@aurora.test', MENTORIA, 'Depois'));
    expect(second.readers).toEqual(first.readers);
    expect(first.readers.length).toBeGreaterThan(2);
    // Forty more students without the product add no batch: their ids are never read.
    expect(second.jobs).toBe(first.jobs);
  });
});
