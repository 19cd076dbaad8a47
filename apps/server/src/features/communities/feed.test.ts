import { FEED_PAGE_SIZE, MAX_PINNED } from '@trilha/shared/communities/feed-constants';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, communityPosts, domainEvents, platformSettings, users } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { forgetAttempts } from '../../test/attempts';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartWith } from '../../test/multipart';

let t: TestApp;
let student: string;
let otherStudent: string;
let moderator: string;
let owner: string;
let borealAdmin: string;
const id: Record<string, number> = {};
let studentId: number;

const BASE = '/api/auth/community';
const M = (key: keyof typeof FEED_TRANSLATIONS) => FEED_TRANSLATIONS[key].pt;
type PostJson = { id: number; title: string; text: string; pinned: boolean; can_edit: boolean; can_delete: boolean; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  [student, otherStudent, moderator, owner, borealAdmin] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('owner@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  for (const c of await t.ctx.db.select().from(communities).where(eq(communities.tenantId, 1))) id[c.title] = c.id;
  studentId = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test')))[0]!.id;
});
afterAll(() => t.close());

const open = () => id['Comunidade Aurora']!;
const gated = () => id['Círculo de Mentoria']!;
const get = (url: string, cookie = student, host?: string) => t.request({ method: 'GET', url: `${BASE}${url}`, cookie, host });
const send = (method: 'PUT' | 'DELETE', url: string, cookie = student, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, cookie, payload });
const post = (communityId: number, fields: Record<string, string>, cookie = student, tenant = 1, host?: string) =>
  t.request({ method: 'POST', url: `${BASE}/posts/${tenant}/${communityId}`, cookie, host, ...multipartWith(fields) });
const created = async (communityId: number, fields: Record<string, string>, cookie = student): Promise<PostJson> => {
  const res = await post(communityId, fields, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const setFlags = (communityId: number, values: Partial<typeof communities.$inferInsert>) => setCommunity(t, 1, communityId, values);
const setPage = (shown: boolean) =>
  t.ctx.db.update(platformSettings).set({ showCommunitiesPage: shown }).where(eq(platformSettings.tenantId, 1));
const clearPosts = async () => {
  await t.ctx.db.delete(communityPosts).where(eq(communityPosts.tenantId, 1));
  await t.heard();
};

beforeEach(async () => {
  t.config.postsPerMinute = 10_000;
  await clearPosts();
  // The posting limit counts attempts (platform/rate-counter.ts), deleted posts included.
  await forgetAttempts(t);
});

describe('communities page and one community (who sees what)', () => {
  it('exists for students only while show_communities_page is on; staff preview it', async () => {
    await setPage(false);
    expect((await get('/explorer/1')).statusCode).toBe(404);
    expect((await get('/explorer/1', moderator)).statusCode).toBe(200);
    await setPage(true);
    const res = await get('/explorer/1');
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data as { title: string; has_access: boolean; principal: boolean; upsell_text: string; is_private: boolean }[];
    expect(cards[0]).toMatchObject({ title: 'Comunidade Aurora', principal: true, has_access: true });
    // A closed community is listed, with its lock and upsell.
    expect(cards.find((c) => c.title === 'Círculo de Mentoria')).toMatchObject({
      has_access: false,
      is_private: true,
      upsell_text: 'Conheça a Mentoria',
    });
    await setPage(false);
  });

  it('an inactive community is gone for students (404) and still there for staff', async () => {
    await setFlags(open(), { active: false });
    try {
      expect((await get(`/view/1/${open()}`)).statusCode).toBe(404);
      expect((await get(`/posts/1/${open()}`)).statusCode).toBe(404);
      const staff = await get(`/view/1/${open()}`, moderator);
      expect(staff.statusCode).toBe(200);
      expect(staff.json().data).toMatchObject({ can_moderate: true, has_access: true });
    } finally {
      await setFlags(open(), { active: true });
    }
  });

  it('a gated community shows with has_access false; its feed and posting are refused with 403', async () => {
    const view = await get(`/view/1/${gated()}`);
    expect(view.json().data).toMatchObject({ has_access: false, can_post: false });
    const feed = await get(`/posts/1/${gated()}`);
    expect(feed.statusCode).toBe(403);
    expect(feed.json().error).toBe(M('noAccess'));
    expect((await post(gated(), { text: 'Oi' })).statusCode).toBe(403);
    expect((await get(`/posts/1/${gated()}`, moderator)).statusCode).toBe(200);
  });

  it("another school's tenant is 403 and its community ids are 404", async () => {
    expect((await get(`/view/2/${open()}`)).statusCode).toBe(403);
    expect((await get(`/view/1/${open()}`, borealAdmin, BOREAL)).statusCode).toBe(403);
    expect((await get(`/view/2/${open()}`, borealAdmin, BOREAL)).statusCode).toBe(404);
    expect((await get(`/posts/2/${open()}`, borealAdmin, BOREAL)).statusCode).toBe(404);
  });
});

describe('posts and the feed', () => {
  it('creates a post and answers it as the contract shapes it; the event is written in the same transaction', async () => {
    const before = await t.ctx.events.recent(1, 'community.post.created', 1);
    const made = await created(open(), { title: 'Primeira foto', text: 'Linha 1\nLinha 2' });
    expect(made).toMatchObject({ title: 'Primeira foto', text: 'Linha 1\nLinha 2', pinned: false, can_edit: true, can_delete: true });
    expect(made.user.id).toBe(studentId);
    const [event] = await t.ctx.events.recent(1, 'community.post.created', 1);
    expect(event?.id).not.toBe(before[0]?.id);
    expect(event?.payload).toMatchObject({ postId: made.id, communityId: open(), authorId: studentId, mediaKinds: [] });
  });

  it('refuses an empty post and over-long fields with their messages, writing nothing', async () => {
    const events = (await t.ctx.db.select({ n: count() }).from(domainEvents))[0]!.n;
    const empty = await post(open(), { title: ' ', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(M('postEmpty'));
    expect((await post(open(), { title: 'x'.repeat(151) })).json().error).toBe(M('titleTooLong'));
    expect((await post(open(), { text: 'x'.repeat(5001) })).json().error).toBe(M('textTooLong'));
    expect((await t.ctx.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.tenantId, 1)))[0]!.n).toBe(0);
    expect((await t.ctx.db.select({ n: count() }).from(domainEvents))[0]!.n).toBe(events);
  });

  it('follows the content settings: publications or text off refuse students, never staff', async () => {
    await setFlags(open(), { publications: false });
    try {
      const refused = await post(open(), { text: 'Posso?' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('publicationsOff'));
      expect((await get(`/view/1/${open()}`)).json().data.can_post).toBe(false);
      await created(open(), { text: 'Aviso da equipe' }, moderator);
    } finally {
      await setFlags(open(), { publications: true });
    }
    await setFlags(open(), { text: false });
    try {
      expect((await post(open(), { text: 'Texto' })).json().error).toBe(M('textOff'));
    } finally {
      await setFlags(open(), { text: true });
    }
  });

  it('pages newest first, 10 a page, with the pinned posts first on page one only', async () => {
    const made: PostJson[] = [];
    for (let i = 1; i <= 25; i += 1) made.push(await created(open(), { text: `Post ${i}` }, i % 2 ? student : otherStudent));
    const pinned = made[2]!;
    expect((await send('PUT', `/post/1/${pinned.id}/pin/1`, moderator)).statusCode).toBe(200);

    const first = (await get(`/posts/1/${open()}`)).json();
    expect(first.data[0]).toMatchObject({ id: pinned.id, pinned: true });
    const rest = first.data.slice(1) as PostJson[];
    expect(rest).toHaveLength(FEED_PAGE_SIZE);
    expect(rest.map((p) => p.text)).toEqual([
      'Post 25',
      'Post 24',
      'Post 23',
      'Post 22',
      'Post 21',
      'Post 20',
      'Post 19',
      'Post 18',
      'Post 17',
      'Post 16',
    ]);
    const seen = new Set<number>(first.data.map((p: PostJson) => p.id));
    let next: string | null = first.next_page_url;
    let pages = 1;
    while (next) {
      const page = await t.request({ method: 'GET', url: next, cookie: student });
      for (const p of page.json().data as PostJson[]) {
        expect(seen.has(p.id), `post ${p.id} twice`).toBe(false);
        expect(p.pinned).toBe(false);
        seen.add(p.id);
      }
      next = page.json().next_page_url;
      pages += 1;
    }
    expect(seen.size).toBe(25);
    expect(pages).toBe(3);
  });

  it('edits: only the author; the edit keeps the rules and sets edited_at', async () => {
    const mine = await created(open(), { text: 'Antes' });
    const other = await send('PUT', `/post/1/${mine.id}`, otherStudent, { title: '', text: 'Depois' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(M('notAuthor'));
    const ok = await send('PUT', `/post/1/${mine.id}`, student, { title: 'Título', text: 'Depois' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ title: 'Título', text: 'Depois' });
    expect(ok.json().data.edited_at).not.toBeNull();
    expect((await send('PUT', `/post/1/${mine.id}`, student, { title: '', text: '' })).json().error).toBe(M('postEmpty'));
  });

  it('deletes: the author or staff, never another student; one post page 404s after', async () => {
    const mine = await created(open(), { text: 'Vou apagar' });
    const refused = await send('DELETE', `/post/1/${mine.id}`, otherStudent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M('cannotDelete'));
    expect((await send('DELETE', `/post/1/${mine.id}`, student)).statusCode).toBe(200);
    expect((await get(`/post/1/${mine.id}`)).statusCode).toBe(404);
    const theirs = await created(open(), { text: 'Moderado' }, otherStudent);
    expect((await send('DELETE', `/post/1/${theirs.id}`, moderator)).statusCode).toBe(200);
    expect((await t.ctx.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.tenantId, 1)))[0]!.n).toBe(0);
  });

  it('pins: staff only, at most 3 a community (409), unpin frees a place', async () => {
    const made = [];
    for (let i = 0; i <= MAX_PINNED; i += 1) made.push(await created(open(), { text: `Fixável ${i}` }));
    const studentPin = await send('PUT', `/post/1/${made[0]!.id}/pin/1`, student);
    expect(studentPin.statusCode).toBe(403);
    expect(studentPin.json().error).toBe(M('staffOnly'));
    // Pins at once cannot pass the limit: the community row is locked while one pins.
    const replies = await Promise.all(made.map((p) => send('PUT', `/post/1/${p.id}/pin/1`, owner)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().error).toBe(M('pinLimit'));
    const pinned = (
      await t.ctx.db
        .select()
        .from(communityPosts)
        .where(and(eq(communityPosts.tenantId, 1), eq(communityPosts.pinned, true)))
    ).map((p) => p.id);
    expect(pinned).toHaveLength(MAX_PINNED);
    expect((await send('PUT', `/post/1/${pinned[0]}/pin/0`, moderator)).statusCode).toBe(200);
    const last = made.find((p) => !pinned.includes(p.id))!;
    expect((await send('PUT', `/post/1/${last.id}/pin/1`, moderator)).statusCode).toBe(200);
  });

  it('limits posting per minute with a clear 429', async () => {
    t.config.postsPerMinute = 2;
    await created(open(), { text: 'Um' });
    await created(open(), { text: 'Dois' });
    const third = await post(open(), { text: 'Três' });
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe(M('postsTooFast'));
    // Another member is not held by it.
    await created(open(), { text: 'Outra pessoa' }, otherStudent);
  });
});
