import { COMMENTS_PER_MINUTE, POSTS_PER_MINUTE } from '@trilha/shared/communities/feed-constants';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, communityComments, users } from '../../db/schema/index';
import { pinMinute, forgetAttempts } from '../../test/attempts';
import { clearGamification, pointsOf, setScoring } from '../../test/gamification';
import { createTestApp, type TestApp } from '../../test/harness';
import { eventsOf } from '../../test/lesson-page';
import { multipartWith } from '../../test/multipart';

// docs/security.md "Deletes take their points back, limits count attempts"):
// whatever a delete removes takes its points back, and the limits count attempts, not the rows
// that survive, so deleting never buys points or new slots.

let t: TestApp;
const cookie: Record<string, string> = {};
const user: Record<string, number> = {};
let aurora: number;

const BASE = '/api/auth/community';
const STUDENTS = ['aluno@aurora.test', 'aluna@aurora.test', 'bianca@aurora.test', 'diego@aurora.test'] as const;
type Student = (typeof STUDENTS)[number];
const POINTS = { scorePosts: 5, scoreComments: 3, scoreReplies: 2, scoreLikes: 1 };

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [...STUDENTS, 'moderador@aurora.test', 'admin@aurora.test']) {
    cookie[email] = await t.login(email);
    user[email] = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
  aurora = (await t.ctx.db.select().from(communities).where(eq(communities.title, 'Comunidade Aurora')))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, POINTS);
  await forgetAttempts(t);
  t.config.postsPerMinute = POSTS_PER_MINUTE;
});

async function newPost(who: string, communityId = aurora): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: `${BASE}/posts/1/${communityId}`,
    cookie: cookie[who],
    ...multipartWith({ text: 'Oi' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const comment = (who: string, postId: number, content: string, parentId?: number) =>
  t.request({ method: 'POST', url: `${BASE}/post/1/${postId}/comments`, cookie: cookie[who], payload: { content, parent_id: parentId } });
async function commented(who: string, postId: number, content: string, parentId?: number): Promise<number> {
  const res = await comment(who, postId, content, parentId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
async function liked(who: string, postId: number) {
  expect((await t.request({ method: 'PUT', url: `${BASE}/post/1/${postId}/like`, cookie: cookie[who] })).statusCode).toBe(200);
}
const deleted = async (url: string, who: string) =>
  expect((await t.request({ method: 'DELETE', url: `${BASE}${url}`, cookie: cookie[who] })).statusCode).toBe(200);
/** Every student's lifetime points once the engine has read every event. */
async function points(): Promise<Record<Student, number>> {
  await t.ctx.jobs.drain(10_000);
  const entries = await Promise.all(STUDENTS.map(async (s) => [s, (await pointsOf(t, user[s]!)).lifetime] as const));
  return Object.fromEntries(entries) as Record<Student, number>;
}
const none = { 'aluno@aurora.test': 0, 'aluna@aurora.test': 0, 'bianca@aurora.test': 0, 'diego@aurora.test': 0 };

describe('whatever a delete removes takes its points back', () => {
  it('the review: a post, 20 comments under it, the post deleted, five times over, ends where it began', async () => {
    pinMinute(t);
    const before = await points();
    let accepted = 0;
    for (let round = 0; round < 5; round++) {
      const postId = await newPost('aluno@aurora.test');
      for (let i = 0; i < COMMENTS_PER_MINUTE; i++) {
        if ((await comment('aluno@aurora.test', postId, `c${round}.${i}`)).statusCode === 201) accepted++;
      }
      await deleted(`/post/1/${postId}`, 'aluno@aurora.test');
    }
    // Before the fix: 300 points (each round kept its 20 comments' 60) and 100 comments accepted.
    expect({ points: (await points())['aluno@aurora.test'], accepted }).toEqual({
      points: before['aluno@aurora.test'],
      accepted: COMMENTS_PER_MINUTE,
    });
  });

  it("a post deleted takes back its own points, every comment's and reply's under it whoever wrote them, and its likes", async () => {
    const postId = await newPost('aluna@aurora.test');
    const first = await commented('aluno@aurora.test', postId, 'Boa');
    await commented('aluna@aurora.test', postId, 'Obrigada', first);
    await commented('bianca@aurora.test', postId, 'Também acho', first);
    await commented('diego@aurora.test', postId, 'Concordo');
    for (const who of ['aluno@aurora.test', 'bianca@aurora.test', 'diego@aurora.test']) await liked(who, postId);
    expect(await points()).toEqual({
      'aluno@aurora.test': 3,
      'aluna@aurora.test': 5 + 2 + 3,
      'bianca@aurora.test': 2,
      'diego@aurora.test': 3,
    });
    await deleted(`/post/1/${postId}`, 'moderador@aurora.test');
    expect(await points()).toEqual(none);
  });

  it("a comment deleted takes back its replies' points, whoever wrote them", async () => {
    const postId = await newPost('diego@aurora.test');
    const top = await commented('aluno@aurora.test', postId, 'Pergunta');
    for (const who of ['aluna@aurora.test', 'bianca@aurora.test', 'aluno@aurora.test']) await commented(who, postId, 'Resposta', top);
    expect(await points()).toMatchObject({ 'aluno@aurora.test': 3 + 2, 'aluna@aurora.test': 2, 'bianca@aurora.test': 2 });
    await deleted(`/comment/1/${top}`, 'aluno@aurora.test');
    expect(await points()).toEqual({ ...none, 'diego@aurora.test': 5 });
  });

  it('a post with more comments than one event carries: the removed content comes in events of bounded size', async () => {
    const postId = await newPost('aluna@aurora.test');
    const authors = STUDENTS.map((s) => user[s]!);
    const total = 2_500;
    await t.ctx.db
      .insert(communityComments)
      .values(Array.from({ length: total }, (_, i) => ({ tenantId: 1, postId, userId: authors[i % authors.length]!, content: `c${i}` })));
    const before = await eventsOf(t, 1, 'community.content.removed');
    await deleted(`/post/1/${postId}`, 'aluna@aurora.test');
    const made = (await t.ctx.events.recent(1, 'community.content.removed', 10)).slice(
      0,
      (await eventsOf(t, 1, 'community.content.removed')) - before,
    );
    // The engine takes such events back whatever their number (engine/scoring.test.ts "a removal larger than one call").
    expect(made.map((e) => e.payload.comments.length).sort((a, b) => b - a)).toEqual([1_000, 1_000, 500]);
    expect(new Set(made.flatMap((e) => e.payload.comments.map((c) => c.commentId))).size).toBe(total);
  });

  it('a community deleted by staff takes back every post, comment, reply and like in it', async () => {
    const [row] = await t.ctx.db.insert(communities).values({ tenantId: 1, title: 'Efêmera', order: 99 }).returning();
    await t.heard();
    const posts = [await newPost('aluno@aurora.test', row!.id), await newPost('aluna@aurora.test', row!.id)];
    for (const postId of posts) {
      const top = await commented('bianca@aurora.test', postId, 'Oi');
      await commented('diego@aurora.test', postId, 'Olá', top);
      await liked('diego@aurora.test', postId);
    }
    // A post elsewhere keeps its points.
    const kept = await newPost('diego@aurora.test');
    expect(await points()).toEqual({
      'aluno@aurora.test': 5 + 1,
      'aluna@aurora.test': 5 + 1,
      'bianca@aurora.test': 6,
      'diego@aurora.test': 4 + 5,
    });
    await deleted(`/delete/1/${row!.id}`, 'admin@aurora.test');
    expect(await points()).toEqual({ ...none, 'diego@aurora.test': 5 });
    await deleted(`/post/1/${kept}`, 'diego@aurora.test');
  });
});

describe('limits count attempts, not the rows that survive', () => {
  it(`deleting comments frees no slot: the ${COMMENTS_PER_MINUTE + 1}th comment of a minute is 429 though none is left`, async () => {
    pinMinute(t);
    const postId = await newPost('aluna@aurora.test');
    const ids = [];
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) ids.push(await commented('aluno@aurora.test', postId, `n${i}`));
    for (const id of ids) await deleted(`/comment/1/${id}`, 'aluno@aurora.test');
    const res = await comment('aluno@aurora.test', postId, 'Mais um');
    // Before the fix: 201 (the count read the rows of the last minute, and none was left).
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(FEED_TRANSLATIONS.commentsTooFast.pt);
  });

  it(`deleting posts frees no slot: the ${POSTS_PER_MINUTE + 1}th post of a minute is 429`, async () => {
    pinMinute(t);
    for (let i = 0; i < POSTS_PER_MINUTE; i++) await deleted(`/post/1/${await newPost('bianca@aurora.test')}`, 'bianca@aurora.test');
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/posts/1/${aurora}`,
      cookie: cookie['bianca@aurora.test'],
      ...multipartWith({ text: 'Oi' }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(FEED_TRANSLATIONS.postsTooFast.pt);
  });

  it('requests at the same instant cannot both take the last slot', async () => {
    const postId = await newPost('aluna@aurora.test');
    const statuses = (
      await Promise.all(Array.from({ length: COMMENTS_PER_MINUTE + 10 }, (_, i) => comment('diego@aurora.test', postId, `x${i}`)))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
