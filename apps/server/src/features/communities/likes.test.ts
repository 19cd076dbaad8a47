import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityPostLikes, communityPosts, domainEvents } from '../../db/schema/index';
import { buildCommunity, buildPost, userIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

// Each test likes its own fresh post, so none depends on another's data.

let t: TestApp;
const cookie: Record<string, string> = {};
const user: Record<string, number> = {};
const community: Record<string, number> = {};

const BASE = '/api/auth/community';
const M = (key: keyof typeof FEED_TRANSLATIONS) => FEED_TRANSLATIONS[key].pt;
const STUDENT = 'aluno@aurora.test';
const MEMBERS = [STUDENT, 'aluna@aurora.test', 'moderador@aurora.test', 'admin@aurora.test', 'owner@aurora.test'];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [...MEMBERS, 'admin@boreal.test']) {
    cookie[email] = await t.login(email);
    user[email] = await userIdOf(t.ctx.db, email);
  }
  for (const c of await t.ctx.db.select().from(communities)) community[c.title] = c.id;
});
afterAll(() => t.close());

const makePost = (communityTitle = 'Comunidade Aurora', author = 'aluna@aurora.test', tenantId = 1) =>
  buildPost(t.ctx.db, { tenantId, communityId: community[communityTitle]!, userId: user[author]!, title: 'Minha foto', text: '' });
async function makeCommunity(values: Partial<typeof communities.$inferInsert>) {
  const row = await buildCommunity(t.ctx.db, values);
  community[row.title] = row.id;
  return row.title;
}

const like = (postId: number, method: 'PUT' | 'DELETE' = 'PUT', email = STUDENT, tenant = 1, host?: string) =>
  t.request({ method, url: `${BASE}/post/${tenant}/${postId}/like`, cookie: cookie[email], host });
const state = async (postId: number) => {
  const [post] = await t.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  const [rows] = await t.ctx.db.select({ n: count() }).from(communityPostLikes).where(eq(communityPostLikes.postId, postId));
  return { stored: post!.likesCount, rows: rows!.n };
};
const likeEvents = async (postId: number) =>
  (await t.ctx.events.recent(1, 'community.post.liked', 100)).filter((e) => e.payload.postId === postId);
const eventCount = async () => (await t.ctx.db.select({ n: count() }).from(domainEvents))[0]!.n;

describe('likes (CONTRACT "Community, student side": idempotent, { liked, likes_count })', () => {
  it('likes and unlikes idempotently, with one event for the like and one for the unlike', async () => {
    const post = await makePost();
    for (let i = 0; i < 2; i += 1) {
      const res = await like(post.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ liked: true, likes_count: 1 });
    }
    expect(await state(post.id)).toEqual({ stored: 1, rows: 1 });
    const events = await likeEvents(post.id);
    expect(events.map((e) => e.payload)).toEqual([
      {
        postId: post.id,
        communityId: post.communityId,
        likerId: user[STUDENT],
        postAuthorId: user['aluna@aurora.test'],
        postTitle: 'Minha foto',
      },
    ]);

    const before = await eventCount();
    for (let i = 0; i < 2; i += 1) expect((await like(post.id, 'DELETE')).json()).toEqual({ liked: false, likes_count: 0 });
    expect(await state(post.id)).toEqual({ stored: 0, rows: 0 });
    // The unlike that deleted the row publishes one event (gamification takes the like's points back); the repeat nothing.
    expect(await eventCount()).toBe(before + 1);
  });

  it('20 likes at once by one member: likes_count 1, one row, one event', async () => {
    const post = await makePost();
    const replies = await Promise.all(Array.from({ length: 20 }, () => like(post.id)));
    for (const res of replies) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ liked: true, likes_count: 1 });
    }
    expect(await state(post.id)).toEqual({ stored: 1, rows: 1 });
    expect(await likeEvents(post.id)).toHaveLength(1);

    const unlikes = await Promise.all(Array.from({ length: 20 }, () => like(post.id, 'DELETE')));
    expect(unlikes.every((r) => r.statusCode === 200 && r.json().likes_count === 0)).toBe(true);
    expect(await state(post.id)).toEqual({ stored: 0, rows: 0 });
  });

  it('20 likes at once by five members: one each, and the count agrees', async () => {
    const post = await makePost();
    const replies = await Promise.all(MEMBERS.flatMap((email) => Array.from({ length: 4 }, () => like(post.id, 'PUT', email))));
    expect(replies.every((r) => r.statusCode === 200 && r.json().liked === true)).toBe(true);
    expect(await state(post.id)).toEqual({ stored: MEMBERS.length, rows: MEMBERS.length });
    expect(new Set((await likeEvents(post.id)).map((e) => e.payload.likerId))).toEqual(new Set(MEMBERS.map((m) => user[m])));
  });

  it('likes and unlikes racing each other leave the count equal to the rows', async () => {
    const post = await makePost();
    const replies = await Promise.all(
      MEMBERS.flatMap((email) => Array.from({ length: 4 }, (_, i) => like(post.id, i % 2 ? 'DELETE' : 'PUT', email))),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const after = await state(post.id);
    expect(after.stored).toBe(after.rows);
  });

  it('likes off: 403 for a student with its message and nothing written; staff may', async () => {
    const post = await makePost(await makeCommunity({ likes: false }));
    const before = await eventCount();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await like(post.id, method);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(M('likesOff'));
    }
    expect(await state(post.id)).toEqual({ stored: 0, rows: 0 });
    expect(await eventCount()).toBe(before);
    expect((await like(post.id, 'PUT', 'moderador@aurora.test')).json()).toEqual({ liked: true, likes_count: 1 });
  });

  it('a closed community, another school and no session are refused before any write', async () => {
    // The seed's likes made the demo's notifications through their events (seed/notifications.ts): counted from here.
    const borealLikeEvents = async () =>
      (
        await t.ctx.db
          .select({ n: count() })
          .from(domainEvents)
          .where(and(eq(domainEvents.tenantId, 2), eq(domainEvents.type, 'community.post.liked')))
      )[0]!.n;
    const borealBefore = await borealLikeEvents();
    const gated = await makePost('Círculo de Mentoria', 'moderador@aurora.test');
    const closed = await like(gated.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe(M('noAccess'));

    const boreal = await makePost('Ateliê Boreal', 'admin@boreal.test', 2);
    const aurora = await makePost();
    expect((await like(boreal.id)).statusCode).toBe(404);
    expect((await like(aurora.id, 'PUT', 'admin@boreal.test', 2, BOREAL)).statusCode).toBe(404);
    expect((await like(aurora.id, 'PUT', STUDENT, 2)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `${BASE}/post/1/${aurora.id}/like` })).statusCode).toBe(401);
    expect((await like(2_000_000)).statusCode).toBe(404);
    for (const p of [gated, boreal, aurora]) expect(await state(p.id)).toEqual({ stored: 0, rows: 0 });
    expect(await borealLikeEvents()).toBe(borealBefore);
  });

  it('a deleted post: its likes go with it, and liking it is 404', async () => {
    const post = await makePost();
    await like(post.id);
    await t.ctx.db.delete(communityPosts).where(and(eq(communityPosts.tenantId, 1), eq(communityPosts.id, post.id)));
    expect((await like(post.id)).statusCode).toBe(404);
    expect((await like(post.id, 'DELETE')).statusCode).toBe(404);
    const [left] = await t.ctx.db.select({ n: count() }).from(communityPostLikes).where(eq(communityPostLikes.postId, post.id));
    expect(left!.n).toBe(0);
  });
});
