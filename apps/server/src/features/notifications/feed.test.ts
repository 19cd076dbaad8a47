import { NOTIFICATION_MESSAGES as M, NOTIFICATION_TYPES, notificationList } from '@trilha/shared/notifications/schemas';
import { NOTIFICATION_TRANSLATIONS } from '@trilha/shared/notifications/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { clockStopped, countQueries } from '../../test/count-queries';
import { userIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { insertNotifications, loadScene, notificationOf, type Scene } from '../../test/notification-rows';

let t: TestApp;
let aurora: Scene;
let boreal: Scene;
let [aluna, aluno, moderator, revisor, borealStudent] = ['', '', '', '', ''];
let [alunaId, alunoId, moderatorId, borealId] = [0, 0, 0, 0];

const FEED = '/api/auth/notification';
const TOTAL = '/api/auth/notification/total';
const MARK = '/api/platform/auth/notification/update';
const MINUTE = 60_000;
const base = Date.parse('2026-11-20T12:00:00Z');
const at = (minutes: number) => new Date(base + minutes * MINUTE);

/**
 * Rows written straight to the database. This file tests the feed, not the cache in front of it
 * (reader-cache.test.ts does): the cache is dropped as when change reports were lost.
 */
const insert = async (...args: Parameters<typeof insertNotifications>) => {
  const ids = await insertNotifications(...args);
  await t.heard();
  t.ctx.caches.forget({ kind: 'all' });
  return ids;
};

const idOf = (email: string) => userIdOf(t.ctx.db, email);

beforeAll(async () => {
  t = await createTestApp();
  [aluna, aluno, moderator, revisor, borealStudent] = await Promise.all([
    t.login('aluna@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('revisor@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  const emails = ['aluna@aurora.test', 'aluno@aurora.test', 'moderador@aurora.test', 'aluno@boreal.test'] as const;
  [alunaId, alunoId, moderatorId, borealId] = (await Promise.all(emails.map(idOf))) as [number, number, number, number];
  [aurora, boreal] = await Promise.all([loadScene(t.ctx.db, 1), loadScene(t.ctx.db, 2)]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(notifications);
  await t.heard();
});

const feed = async (cookie: string, query = '', host?: string) => {
  const res = await t.request({ url: `${FEED}${query}`, cookie, host });
  expect(res.statusCode, res.body).toBe(200);
  return notificationList.parse(res.json());
};
const total = async (cookie: string, host?: string) => {
  const res = await t.request({ url: TOTAL, cookie, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ has_unread_notifications: boolean; unread_count: number }>();
};
const mark = (cookie: string, payload: unknown, extra: { host?: string; headers?: Record<string, string> } = {}) =>
  t.request({ method: 'PATCH', url: MARK, cookie, payload: payload as object, ...extra });
const readFlags = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.ctx.db.select({ id: notifications.id, read: notifications.read }).from(notifications).where(inArray(notifications.id, ids))
    ).map((r) => [r.id, r.read]),
  );

describe('GET /api/auth/notification (the feed)', () => {
  it('sends each type as the contract gives it: the payload spread in, read as 0/1, created_at in ISO, redirect_url', async () => {
    const types = [...NOTIFICATION_TYPES];
    const ids = await insert(
      t.ctx.db,
      aurora,
      types.map((type, i) => ({
        type,
        userId: alunaId,
        createdAt: at(i),
        read: type === 'doubt',
        othersCount: type === 'community_like' ? 9 : 0,
      })),
    );
    const page = await feed(aluna);
    expect(page.data.map((n) => n.type)).toEqual([...types].reverse());
    const byType = Object.fromEntries(page.data.map((n) => [n.type, n]));
    const { post, lesson } = aurora;
    const toPost = `/comunidade/post/${post.id}/1/${post.communityId}`;
    expect(byType.community_like).toEqual({
      id: ids[4],
      type: 'community_like',
      read: 0,
      created_at: at(4).toISOString(),
      redirect_url: toPost,
      others_count: 9,
      owner_like: notificationOf(aurora, 'community_like', alunaId).data.owner_like,
    });
    expect(byType.doubt).toMatchObject({
      id: ids[0],
      read: 1,
      lesson: { id: lesson.id, title: lesson.title },
      response_owner: { name: 'Camila Rocha', photo_url: null },
    });
    expect((byType.doubt as { redirect_url: string }).redirect_url).toMatch(
      new RegExp(`^/curso/${lesson.courseId}/[a-z0-9-]+/${lesson.id}$`),
    );
    expect(byType.community_post).toEqual({
      id: ids[1],
      type: 'community_post',
      read: 0,
      created_at: at(1).toISOString(),
      redirect_url: toPost,
      post_id: post.id,
      community_id: post.communityId,
      title: post.title,
      user: { name: 'Ana Souza', photo_url: '/files/avatars/ana.webp' },
    });
    expect(byType.community_comment).toMatchObject({ community_comment_data: { post: { id: post.id } }, content: aurora.comment?.content });
    expect(byType.community_reply).toMatchObject({ post_data: { post_id: post.id }, community_id: post.communityId });
    // No like count on the other types.
    expect(page.data.filter((n) => 'others_count' in n).map((n) => n.type)).toEqual(['community_like']);
  });

  it('pages newest first (created_at, then id), 10 by default, with next_page_url keeping paginate, and total', async () => {
    // 23 posts; two share the newest instant, so the larger id comes first.
    const ids = await insert(
      t.ctx.db,
      aurora,
      Array.from({ length: 23 }, (_, i) => ({ type: 'community_post' as const, userId: alunaId, createdAt: at(Math.min(i, 21)) })),
    );
    const newestFirst = [ids[22], ids[21], ...ids.slice(0, 21).reverse()];

    const first = await feed(aluna);
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 23, next_page_url: `${FEED}?page=2&paginate=10` });
    expect(first.data.map((n) => n.id)).toEqual(newestFirst.slice(0, 10));

    const second = await feed(aluna, '?page=2&paginate=10');
    expect(second.data.map((n) => n.id)).toEqual(newestFirst.slice(10, 20));
    expect(second.next_page_url).toBe(`${FEED}?page=3&paginate=10`);

    const last = await feed(aluna, '?page=3');
    expect(last.data.map((n) => n.id)).toEqual(newestFirst.slice(20));
    expect(last.next_page_url).toBeNull();

    const other = await feed(aluna, '?page=2&paginate=7');
    expect(other).toMatchObject({ current_page: 2, per_page: 7, total: 23, next_page_url: `${FEED}?page=3&paginate=7` });
    expect(other.data.map((n) => n.id)).toEqual(newestFirst.slice(7, 14));

    expect(await feed(aluna, '?page=9')).toEqual({ data: [], current_page: 9, next_page_url: null, per_page: 10, total: 23 });
    expect((await feed(aluna, '?paginate=50')).data).toHaveLength(23);
  });

  it('refuses a page size outside 1..50 and a page below 1 (400)', async () => {
    for (const query of ['?paginate=0', '?paginate=51', '?paginate=abc', '?page=0', '?page=-1', '?page=1.5']) {
      const res = await t.request({ url: `${FEED}${query}`, cookie: aluna });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it("shows only the member's in_feed rows in this school: e-mail-only rows, another member's and another school's never", async () => {
    const [mine] = await insert(t.ctx.db, aurora, [
      { type: 'community_comment', userId: alunaId, createdAt: at(1) },
      { type: 'community_comment', userId: alunaId, createdAt: at(2), inFeed: false },
      { type: 'community_comment', userId: alunoId, createdAt: at(3) },
    ]);
    const [theirs] = await insert(t.ctx.db, boreal, [{ type: 'community_post', userId: borealId, createdAt: at(4) }]);
    const page = await feed(aluna);
    expect(page.data.map((n) => n.id)).toEqual([mine]);
    expect(page.total).toBe(1);
    expect((await feed(borealStudent, '', BOREAL)).data.map((n) => n.id)).toEqual([theirs]);
    // The Boreal session means nothing on Aurora's host.
    expect((await t.request({ url: FEED, cookie: borealStudent })).statusCode).toBe(401);
  });

  it('leaves out a row whose payload does not match its type instead of failing the feed', async () => {
    const [good, , alsoGood] = await insert(t.ctx.db, aurora, [
      { type: 'community_post', userId: alunaId, createdAt: at(1) },
      { type: 'community_post', userId: alunaId, createdAt: at(2), data: { title: 'sem autor' } },
      { type: 'community_like', userId: alunaId, createdAt: at(3) },
      { type: 'doubt', userId: alunaId, createdAt: at(4), data: ['not', 'an', 'object'] },
    ]);
    const page = await feed(aluna);
    expect(page.data.map((n) => n.id)).toEqual([alsoGood, good]);
  });

  it('reads one statement for a page and its total, whatever the page', async () => {
    await insert(
      t.ctx.db,
      aurora,
      Array.from({ length: 15 }, (_, i) => ({ type: 'community_post' as const, userId: alunaId, createdAt: at(i) })),
    );
    await clockStopped(async () => {
      await feed(aluna);
      expect(await countQueries(t, () => feed(aluna, '?page=2'))).toBe(1);
      expect(await countQueries(t, () => total(aluna))).toBe(1);
    });
  });
});

describe('GET /api/auth/notification/total (the bell)', () => {
  it('counts unread feed rows up to 10, with the has-unread flag', async () => {
    expect(await total(aluna)).toEqual({ has_unread_notifications: false, unread_count: 0 });
    await insert(t.ctx.db, aurora, [
      { type: 'community_post', userId: alunaId, createdAt: at(1) },
      { type: 'community_post', userId: alunaId, createdAt: at(2), read: true },
      { type: 'community_post', userId: alunaId, createdAt: at(3), inFeed: false },
      { type: 'community_post', userId: alunoId, createdAt: at(4) },
    ]);
    expect(await total(aluna)).toEqual({ has_unread_notifications: true, unread_count: 1 });
    await insert(
      t.ctx.db,
      aurora,
      Array.from({ length: 14 }, (_, i) => ({ type: 'community_post' as const, userId: alunaId, createdAt: at(10 + i) })),
    );
    expect(await total(aluna)).toEqual({ has_unread_notifications: true, unread_count: 10 });
    expect(await total(aluno)).toEqual({ has_unread_notifications: true, unread_count: 1 });
  });
});

describe('PATCH /api/platform/auth/notification/update (marking read)', () => {
  it("marks the listed ids of the member's own, ignores others' and already-read ones, in the lang cookie's language", async () => {
    const [a, b, c, read] = await insert(t.ctx.db, aurora, [
      { type: 'community_like', userId: alunaId, createdAt: at(1) },
      { type: 'community_comment', userId: alunaId, createdAt: at(2) },
      { type: 'community_comment', userId: alunaId, createdAt: at(3) },
      { type: 'community_reply', userId: alunaId, createdAt: at(4), read: true },
    ]);
    const [someoneElse] = await insert(t.ctx.db, aurora, [{ type: 'community_post', userId: alunoId, createdAt: at(5) }]);
    const [otherSchool] = await insert(t.ctx.db, boreal, [{ type: 'community_post', userId: borealId, createdAt: at(6) }]);

    const res = await mark(aluna, { ids: [a, b, read, someoneElse, otherSchool, a, 2_000_000] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.markedRead, updated: 2 });
    expect(await readFlags([a!, b!, c!, someoneElse!, otherSchool!])).toEqual({
      [a!]: true,
      [b!]: true,
      [c!]: false,
      [someoneElse!]: false,
      [otherSchool!]: false,
    });
    expect(await total(aluna)).toEqual({ has_unread_notifications: true, unread_count: 1 });
    expect((await feed(aluna)).data.find((n) => n.id === a)?.read).toBe(1);

    const english = await mark(`${aluna}; lang=en`, { ids: [c] });
    expect(english.json()).toEqual({ message: NOTIFICATION_TRANSLATIONS.markedRead.en, updated: 1 });
    expect((await mark(`${aluna}; lang=es`, { ids: [c] })).json()).toEqual({
      message: NOTIFICATION_TRANSLATIONS.markedRead.es,
      updated: 0,
    });
  });

  it("{ all: true } marks every unread feed row of the member, and no one else's", async () => {
    const mine = await insert(
      t.ctx.db,
      aurora,
      Array.from({ length: 12 }, (_, i) => ({ type: 'community_post' as const, userId: alunaId, createdAt: at(i) })),
    );
    const [mailOnly] = await insert(t.ctx.db, aurora, [{ type: 'community_post', userId: alunaId, inFeed: false }]);
    const others = [
      ...(await insert(t.ctx.db, aurora, [{ type: 'community_post', userId: moderatorId }])),
      ...(await insert(t.ctx.db, boreal, [{ type: 'community_post', userId: borealId }])),
    ];
    const res = await mark(aluna, { all: true });
    expect(res.json()).toEqual({ message: M.markedRead, updated: 12 });
    expect(Object.values(await readFlags(mine))).toEqual(Array(12).fill(true));
    // An e-mail-only row is left for the mail sweep to decide; others' rows untouched.
    expect(Object.values(await readFlags([mailOnly!, ...others]))).toEqual([false, false, false]);
    expect(await total(aluna)).toEqual({ has_unread_notifications: false, unread_count: 0 });
    expect((await mark(aluna, { all: true })).json()).toEqual({ message: M.markedRead, updated: 0 });
  });

  it('refuses a body that is neither ids nor all: true (400) and changes nothing', async () => {
    const ids = await insert(t.ctx.db, aurora, [{ type: 'community_post', userId: alunaId }]);
    const bodies = [
      {},
      { ids: [] },
      { all: false },
      { ids: [ids[0]], all: true },
      { ids: ['x'] },
      { ids: [0] },
      { ids: Array(101).fill(ids[0]) },
    ];
    for (const body of bodies) {
      const res = await mark(aluna, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await mark(aluna, {})).json().error).toBe(M.markReadBody);
    expect(await readFlags(ids)).toEqual({ [ids[0]!]: false });
  });
});

describe('who may use the notification routes', () => {
  const calls = () => [{ url: FEED }, { url: TOTAL }, { method: 'PATCH' as const, url: MARK, payload: { all: true } }];

  it('asks for a session (401)', async () => {
    for (const call of calls()) expect((await t.request(call)).statusCode, call.url).toBe(401);
  });

  it("refuses the review account (403: it has no notifications, spec 000 §2) and another school's tenantId header", async () => {
    for (const call of calls()) {
      expect((await t.request({ ...call, cookie: revisor })).statusCode, call.url).toBe(403);
      expect((await t.request({ ...call, cookie: aluna, headers: { tenantId: '2' } })).statusCode, call.url).toBe(403);
      expect((await t.request({ ...call, cookie: aluna, headers: { tenantId: '1' } })).statusCode, call.url).toBe(200);
    }
  });

  it('serves staff as well as students', async () => {
    const [id] = await insert(t.ctx.db, aurora, [{ type: 'community_comment', userId: moderatorId }]);
    expect((await feed(moderator)).data.map((n) => n.id)).toEqual([id]);
    expect((await mark(moderator, { ids: [id] })).json().updated).toBe(1);
    expect(
      await t.ctx.db
        .select({ read: notifications.read })
        .from(notifications)
        .where(and(eq(notifications.tenantId, 1), eq(notifications.id, id!))),
    ).toEqual([{ read: true }]);
  });
});
