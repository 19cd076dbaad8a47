import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addLevel,
  clearGamification,
  emit,
  histogramMatchesRows,
  pointsOf,
  setPerDay,
  setScoring,
  userId,
} from '../../../test/gamification';
import { createTestApp, type TestApp } from '../../../test/harness';
import { scoreBatch } from './award';
import { likeKey, SCORE_ITEMS_MAX } from './subscribers';

// docs/gamification.md "The engine": each action scores once, take-backs, per-day bonuses at the UTC day's
// edges, idempotency.

let t: TestApp;
let aluno: number;
let aluna: number;
let owner: number;
let bianca: number;

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna, owner, bianca] = await Promise.all([
    userId(t, 'aluno@aurora.test'),
    userId(t, 'aluna@aurora.test'),
    userId(t, 'owner@aurora.test'),
    userId(t, 'bianca@aurora.test'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, { scorePosts: 5, scoreComments: 3, scoreReplies: 2, scoreLikes: 1, commentClass: 4, likeClass: 2 });
});

const post = (authorId: number, postId: number) => ({ postId, communityId: 1, authorId, title: 'Olá', mediaKinds: [] });
const comment = (authorId: number, commentId: number) => ({
  commentId,
  postId: 1,
  communityId: 1,
  authorId,
  postAuthorId: authorId,
  parentId: null,
  parentAuthorId: null,
  excerpt: 'oi',
});
const like = (postAuthorId: number, likerId: number, postId = 7) => ({ postId, communityId: 1, likerId, postAuthorId, postTitle: 'Olá' });

describe('community and lesson actions', () => {
  it('scores each action by its points, on lifetime and the three boards', async () => {
    await emit(t, 'community.post.created', post(aluno, 101));
    await emit(t, 'community.comment.created', comment(aluno, 201));
    await emit(t, 'community.reply.created', comment(aluno, 202));
    await emit(t, 'lesson.comment.created', {
      commentId: 301,
      lessonId: 1,
      lessonTitle: 'Aula',
      courseId: 1,
      authorId: aluno,
      authorIsStaff: false,
      parentId: null,
      parentAuthorId: null,
      parentAuthorIsStaff: null,
      excerpt: 'oi',
    });
    await emit(t, 'lesson.liked', { lessonId: 1, courseId: 1, likerId: aluno });
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 5 + 3 + 2 + 4 + 2, all: 16, d30: 16, d7: 16 });
    for (const board of [0, 1, 2]) {
      const { rows, histogram } = await histogramMatchesRows(t, board);
      expect(histogram).toEqual(rows);
    }
  });

  it('scores a like to the post author once per liker, never for a self-like', async () => {
    await emit(t, 'community.post.liked', like(aluno, aluna));
    await emit(t, 'community.post.liked', like(aluno, aluna));
    await emit(t, 'community.post.liked', like(aluno, bianca));
    await emit(t, 'community.post.liked', like(aluno, aluno));
    expect((await pointsOf(t, aluno)).lifetime).toBe(2);
    expect((await pointsOf(t, aluna)).lifetime).toBe(0);
  });

  it('never scores staff, nor students outside the gamification plans', async () => {
    await setScoring(t, { scorePosts: 5 }, { plans: [0] });
    await emit(t, 'community.post.created', post(owner, 111));
    await emit(t, 'community.post.created', post(aluna, 112));
    await emit(t, 'community.post.created', post(aluno, 113));
    expect((await pointsOf(t, owner)).lifetime).toBe(0);
    expect((await pointsOf(t, aluna)).lifetime).toBe(0);
    expect((await pointsOf(t, aluno)).lifetime).toBe(5);
  });

  it('scores nothing where the school has no scoring settings', async () => {
    await clearGamification(t);
    await emit(t, 'community.post.created', post(aluno, 114));
    expect((await pointsOf(t, aluno)).lifetime).toBe(0);
  });
});

describe('idempotency', () => {
  it('re-running an event, or two workers at once, scores once', async () => {
    const at = new Date();
    const item = { userId: aluno, action: 'score_posts' as const, objectId: 120, eventId: 1, at };
    await Promise.all([scoreBatch(t.ctx.db, 1, [item]), scoreBatch(t.ctx.db, 1, [item]), scoreBatch(t.ctx.db, 1, [item])]);
    await scoreBatch(t.ctx.db, 1, [item]);
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 5, all: 5, d30: 5, d7: 5 });
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });

  it('many students in two concurrent batches keep the histogram equal to the rows', async () => {
    const at = new Date();
    const batch = (offset: number) =>
      [aluno, aluna, bianca].map((userId, i) => ({
        userId,
        action: 'score_comments' as const,
        objectId: offset + i,
        eventId: offset + i,
        at,
      }));
    await Promise.all([scoreBatch(t.ctx.db, 1, batch(500)), scoreBatch(t.ctx.db, 1, batch(600)), scoreBatch(t.ctx.db, 1, batch(500))]);
    for (const id of [aluno, aluna, bianca]) expect((await pointsOf(t, id)).all).toBe(6);
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });

  it("a student's first points, while another batch inserts her standing, move that row", async () => {
    const { rows } = (await t.ctx.db.execute(sql`select period from gamification_settings where tenant_id = 1`)) as {
      rows: { period: number }[];
    };
    const period = rows[0]!.period;
    let commit: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      commit = resolve;
    });
    // Another batch's insert of aluno's standing (4 points), not committed yet.
    const other = t.ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into gamification_standings (tenant_id, user_id, lifetime, period, score_all, score_30d, score_7d)
          values (1, ${aluno}, 4, ${period}, 4, 4, 4)`,
      );
      await tx.execute(sql`insert into gamification_histogram (tenant_id, board, period, score, students)
        values (1, 0, ${period}, 4, 1), (1, 1, ${period}, 4, 1), (1, 2, ${period}, 4, 1)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const scoring = scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_posts', objectId: 130, eventId: 1, at: new Date() }]);
    // On a server the batch finds no row, tries to insert it, and waits for the other batch; the
    // embedded database runs one transaction at a time, so there it starts after the commit.
    if (t.ctx.database.kind === 'postgres') {
      const waiting = sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
      for (let n = 0; n < 200; n++) {
        if (((await t.ctx.database.db.execute(waiting)) as { rows: { n: number }[] }).rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    commit();
    await Promise.all([other, scoring]);
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 9, all: 9, d30: 9, d7: 9 });
    for (const board of [0, 1, 2]) {
      const { rows: boardRows, histogram } = await histogramMatchesRows(t, board);
      expect(histogram).toEqual(boardRows);
    }
  });
});

describe('taking points back', () => {
  const at = new Date();
  it('an unlike takes the like back; liking again scores again, never twice', async () => {
    const key = likeKey(7, aluna);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_likes', objectId: key, eventId: 10, at }]);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_likes', objectId: key, eventId: 11, at, revoke: true }]);
    expect((await pointsOf(t, aluno)).lifetime).toBe(0);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_likes', objectId: key, eventId: 12, at }]);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_likes', objectId: key, eventId: 12, at }]);
    expect((await pointsOf(t, aluno)).lifetime).toBe(1);
  });

  it('a deletion delivered before its creation leaves nothing counted', async () => {
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_posts', objectId: 130, eventId: 21, at, revoke: true }]);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_posts', objectId: 130, eventId: 20, at }]);
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 0, all: 0, d30: 0, d7: 0 });
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });
});

describe('per-day bonus (UTC calendar day)', () => {
  it('adds plus_user_score once, after needed_interaction actions in one UTC day', async () => {
    await setPerDay(t, 'post', 2, 10);
    const late = new Date('2026-11-25T23:59:59.999Z');
    const early = new Date('2026-11-26T00:00:00.000Z');
    const items = [
      { userId: aluno, action: 'score_posts' as const, objectId: 140, eventId: 30, at: late },
      { userId: aluno, action: 'score_posts' as const, objectId: 141, eventId: 31, at: early },
    ];
    await scoreBatch(t.ctx.db, 1, items);
    // One action on each side of midnight: two windows, one action each, no bonus.
    expect((await pointsOf(t, aluno)).lifetime).toBe(10);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_posts', objectId: 142, eventId: 32, at: early }]);
    expect((await pointsOf(t, aluno)).lifetime).toBe(15 + 10);
    await scoreBatch(t.ctx.db, 1, [{ userId: aluno, action: 'score_posts', objectId: 143, eventId: 33, at: early }]);
    expect((await pointsOf(t, aluno)).lifetime).toBe(20 + 10);
  });

  it('in one batch, once per student, action and day that reached its setting, and no more', async () => {
    await setPerDay(t, 'post', 2, 10);
    await setPerDay(t, 'comment', 3, 7);
    const at = new Date('2026-11-26T12:00:00.000Z');
    let eventId = 40;
    const posts = (userId: number, ids: number[]) =>
      ids.map((objectId) => ({ userId, action: 'score_posts' as const, objectId, eventId: eventId++, at }));
    const comments = (userId: number, ids: number[]) =>
      ids.map((objectId) => ({ userId, action: 'score_comments' as const, objectId, eventId: eventId++, at }));
    await scoreBatch(t.ctx.db, 1, [
      ...posts(aluno, [170, 171, 172]),
      ...comments(aluno, [270, 271, 272]),
      ...posts(aluna, [173]),
      ...comments(aluna, [273, 274]),
    ]);
    // aluno: 3 posts and the post bonus, 3 comments and the comment bonus; aluna reached neither.
    expect((await pointsOf(t, aluno)).lifetime).toBe(15 + 10 + 9 + 7);
    expect((await pointsOf(t, aluna)).lifetime).toBe(5 + 6);
    // The threshold reached by a later batch the same day: aluna's third comment earns it then.
    await scoreBatch(t.ctx.db, 1, [...comments(aluna, [275]), ...posts(aluno, [174])]);
    expect((await pointsOf(t, aluna)).lifetime).toBe(5 + 9 + 7);
    expect((await pointsOf(t, aluno)).lifetime).toBe(20 + 10 + 9 + 7);
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });
});

describe('levels', () => {
  it('celebrates each level crossed once', async () => {
    await addLevel(t, { name: 'Bronze', neededScore: 5 });
    await addLevel(t, { name: 'Prata', neededScore: 8 });
    await emit(t, 'community.post.created', post(aluno, 150));
    await emit(t, 'community.comment.created', comment(aluno, 250));
    await emit(t, 'community.comment.created', comment(aluno, 250));
    const rows = await t.ctx.db.execute(
      sql`select kind, level_id from gamification_celebrations where tenant_id = 1 and user_id = ${aluno}`,
    );
    expect((rows as { rows: unknown[] }).rows).toHaveLength(2);
  });
});

describe('deletions through their events', () => {
  it('a post, a comment, a reply and a lesson comment deleted take their points back', async () => {
    await emit(t, 'community.post.created', post(aluno, 160));
    await emit(t, 'community.comment.created', comment(aluno, 260));
    await emit(t, 'community.reply.created', { ...comment(aluno, 261), parentId: 260, parentAuthorId: aluno });
    await emit(t, 'lesson.comment.created', {
      commentId: 360,
      lessonId: 1,
      lessonTitle: 'Aula',
      courseId: 1,
      authorId: aluno,
      authorIsStaff: false,
      parentId: null,
      parentAuthorId: null,
      parentAuthorIsStaff: null,
      excerpt: 'oi',
    });
    expect((await pointsOf(t, aluno)).lifetime).toBe(5 + 3 + 2 + 4);
    await emit(t, 'community.comment.deleted', { commentId: 261, postId: 1, authorId: aluno, parentId: 260 });
    expect((await pointsOf(t, aluno)).lifetime).toBe(5 + 3 + 4);
    await emit(t, 'community.comment.deleted', { commentId: 260, postId: 1, authorId: aluno, parentId: null });
    await emit(t, 'lesson.comment.deleted', { commentId: 360, lessonId: 1, authorId: aluno, parentId: null });
    await emit(t, 'community.post.deleted', { postId: 160, communityId: 1, authorId: aluno });
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 0, all: 0, d30: 0, d7: 0 });
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });
});

describe('what a deletion removed (issue 40, finding 1)', () => {
  const removed = (content: {
    posts?: { postId: number; authorId: number }[];
    comments?: { commentId: number; authorId: number; parentId: number | null }[];
    likes?: { postId: number; postAuthorId: number; likerId: number }[];
  }) => ({
    communityId: 1,
    posts: content.posts ?? [],
    comments: content.comments ?? [],
    likes: content.likes ?? [],
  });

  it('takes back every post, comment, reply and like it lists, from whoever scored them; a self-like scored nothing', async () => {
    await emit(t, 'community.post.created', post(aluno, 170));
    await emit(t, 'community.comment.created', comment(aluna, 270));
    await emit(t, 'community.reply.created', { ...comment(bianca, 271), parentId: 270, parentAuthorId: aluna });
    await emit(t, 'community.post.liked', like(aluno, aluna, 170));
    await emit(t, 'community.post.liked', like(aluno, aluno, 170));
    expect([await pointsOf(t, aluno), await pointsOf(t, aluna), await pointsOf(t, bianca)].map((p) => p.lifetime)).toEqual([6, 3, 2]);
    await emit(
      t,
      'community.content.removed',
      removed({
        posts: [{ postId: 170, authorId: aluno }],
        comments: [
          { commentId: 270, authorId: aluna, parentId: null },
          { commentId: 271, authorId: bianca, parentId: 270 },
        ],
        likes: [
          { postId: 170, postAuthorId: aluno, likerId: aluna },
          { postId: 170, postAuthorId: aluno, likerId: aluno },
        ],
      }),
    );
    for (const id of [aluno, aluna, bianca]) expect(await pointsOf(t, id)).toEqual({ lifetime: 0, all: 0, d30: 0, d7: 0 });
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });

  it('delivered before the actions it removed (the stream reads its parts side by side), it leaves nothing counted', async () => {
    const lessonComment = { lessonId: 1, lessonTitle: 'Aula', courseId: 1, authorIsStaff: false, parentAuthorIsStaff: null, excerpt: 'oi' };
    const at = new Date();
    const ids = await t.ctx.db.transaction(async (tx) => ({
      created: await t.ctx.events.publish(tx, 1, 'community.comment.created', comment(aluna, 280)),
      liked: await t.ctx.events.publish(tx, 1, 'community.post.liked', like(aluno, bianca, 180)),
      reply: await t.ctx.events.publish(tx, 1, 'lesson.reply.created', {
        ...lessonComment,
        commentId: 380,
        authorId: aluno,
        parentId: 379,
        parentAuthorId: aluna,
      }),
    }));
    // The removals, newer, scored first.
    await scoreBatch(t.ctx.db, 1, [
      { userId: aluna, action: 'score_comments', objectId: 280, eventId: ids.reply + 1, at, revoke: true },
      { userId: aluno, action: 'score_likes', objectId: likeKey(180, bianca), eventId: ids.reply + 1, at, revoke: true },
      { userId: aluno, action: 'comment_class', objectId: 380, eventId: ids.reply + 2, at, revoke: true },
    ]);
    await t.ctx.jobs.drain();
    for (const id of [aluno, aluna, bianca]) expect((await pointsOf(t, id)).lifetime).toBe(0);
  });

  it('a removal larger than one call (SCORE_ITEMS_MAX) takes every point back', async () => {
    const total = SCORE_ITEMS_MAX + 1_000;
    const at = new Date();
    const students = [aluno, aluna, bianca];
    await scoreBatch(
      t.ctx.db,
      1,
      Array.from({ length: total }, (_, i) => ({
        userId: students[i % 3]!,
        action: 'score_comments' as const,
        objectId: 10_000 + i,
        eventId: 1,
        at,
      })),
    );
    expect((await pointsOf(t, aluno)).lifetime).toBe(3 * Math.ceil(total / 3));
    await t.ctx.db.transaction(async (tx) => {
      for (let from = 0; from < total; from += 1_000) {
        const comments = Array.from({ length: Math.min(1_000, total - from) }, (_, k) => ({
          commentId: 10_000 + from + k,
          authorId: students[(from + k) % 3]!,
          parentId: null,
        }));
        await t.ctx.events.publish(tx, 1, 'community.content.removed', removed({ comments }));
      }
    });
    await t.ctx.jobs.drain();
    for (const id of students) expect(await pointsOf(t, id)).toEqual({ lifetime: 0, all: 0, d30: 0, d7: 0 });
    const { rows, histogram } = await histogramMatchesRows(t, 0);
    expect(histogram).toEqual(rows);
  });

  it("a lesson comment's replies removed with it are taken back from their authors", async () => {
    const base = { lessonId: 1, lessonTitle: 'Aula', courseId: 1, authorIsStaff: false, parentAuthorIsStaff: null, excerpt: 'oi' };
    await emit(t, 'lesson.comment.created', { ...base, commentId: 390, authorId: aluno, parentId: null, parentAuthorId: null });
    await emit(t, 'lesson.reply.created', { ...base, commentId: 391, authorId: aluna, parentId: 390, parentAuthorId: aluno });
    await emit(t, 'lesson.reply.created', { ...base, commentId: 392, authorId: bianca, parentId: 390, parentAuthorId: aluno });
    await emit(t, 'lesson.comment.deleted', { commentId: 390, lessonId: 1, authorId: aluno, parentId: null });
    await emit(t, 'lesson.content.removed', {
      lessonId: 1,
      comments: [
        { commentId: 391, authorId: aluna },
        { commentId: 392, authorId: bianca },
      ],
    });
    for (const id of [aluno, aluna, bianca]) expect((await pointsOf(t, id)).lifetime).toBe(0);
  });
});
