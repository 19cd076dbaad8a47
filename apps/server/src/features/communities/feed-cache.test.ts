import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, communityPosts, communityProducts, enrollments, products, users } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartWith } from '../../test/multipart';

// The feed and the access to it come from memory once warm (feed-cache.ts, access-cache.ts). These
// tests warm them first, then write, then read at once: a reader must see every write of this
// process immediately, and another process's (here: a write straight in the database, then
// `heard()`, which waits for its change notification as another process would) once it is heard.

let t: TestApp;
let student: string;
let other: string;
let moderator: string;
let owner: string;
const uid: Record<string, number> = {};
const id: Record<string, number> = {};

const BASE = '/api/auth/community';
type PostJson = {
  id: number;
  title: string;
  text: string;
  pinned: boolean;
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
  can_edit: boolean;
  can_delete: boolean;
};
type FeedJson = { data: PostJson[]; next_page_url: string | null };

beforeAll(async () => {
  t = await createTestApp();
  t.config.postsPerMinute = 10_000;
  [student, other, moderator, owner] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('owner@aurora.test'),
  ]);
  for (const u of await t.ctx.db.select().from(users).where(eq(users.tenantId, 1))) uid[u.email] = u.id;
  for (const c of await t.ctx.db.select().from(communities)) id[`${c.tenantId}:${c.title}`] = c.id;
});
afterAll(() => t.close());

const open = () => id['1:Comunidade Aurora']!;
const gated = () => id['1:Círculo de Mentoria']!;
const get = (url: string, cookie = student, host?: string) => t.request({ method: 'GET', url: `${BASE}${url}`, cookie, host });
const feed = async (cookie = student, communityId = open(), query = ''): Promise<FeedJson> => {
  const res = await get(`/posts/1/${communityId}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie = student, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, cookie, payload });
const write = async (text: string, cookie = student, communityId = open()): Promise<PostJson> => {
  const res = await t.request({ method: 'POST', url: `${BASE}/posts/1/${communityId}`, cookie, ...multipartWith({ text }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const shown = (page: FeedJson, postId: number) => page.data.find((p) => p.id === postId);

beforeEach(async () => {
  await t.ctx.db.delete(communityPosts).where(eq(communityPosts.tenantId, 1));
  await t.heard();
});

describe('the feed from memory shows this process’s writes at once', () => {
  it('a new post, an edit, a like and unlike, a comment, a deletion', async () => {
    expect((await feed()).data).toEqual([]);
    expect((await feed(other)).data).toEqual([]);

    const mine = await write('primeiro');
    expect((await feed()).data.map((p) => p.id)).toEqual([mine.id]);
    expect(shown(await feed(other), mine.id)).toMatchObject({ text: 'primeiro', can_edit: false, can_delete: false });
    expect(shown(await feed(), mine.id)).toMatchObject({ can_edit: true, can_delete: true, liked_by_me: false });

    expect((await send('PUT', `/post/1/${mine.id}`, student, { title: '', text: 'editado' })).statusCode).toBe(200);
    expect(shown(await feed(other), mine.id)?.text).toBe('editado');

    expect((await send('PUT', `/post/1/${mine.id}/like`, other)).json()).toEqual({ liked: true, likes_count: 1 });
    expect(shown(await feed(other), mine.id)).toMatchObject({ likes_count: 1, liked_by_me: true });
    // The reply kept for one reader is not another's: the author did not like it.
    expect(shown(await feed(), mine.id)).toMatchObject({ likes_count: 1, liked_by_me: false, can_edit: true });
    expect(shown(await feed(moderator), mine.id)).toMatchObject({ liked_by_me: false, can_edit: false, can_delete: true });
    expect((await send('DELETE', `/post/1/${mine.id}/like`, other)).json()).toEqual({ liked: false, likes_count: 0 });
    expect(shown(await feed(other), mine.id)).toMatchObject({ likes_count: 0, liked_by_me: false });

    expect((await send('POST', `/post/1/${mine.id}/comments`, other, { content: 'boa' })).statusCode).toBe(201);
    expect(shown(await feed(), mine.id)?.comments_count).toBe(1);

    expect((await send('DELETE', `/post/1/${mine.id}`)).statusCode).toBe(200);
    expect((await feed(other)).data).toEqual([]);
    expect((await get(`/post/1/${mine.id}`, other)).statusCode).toBe(404);
  });

  it('pinning moves a post to the top of the first page, unpinning puts it back', async () => {
    const first = await write('antigo');
    const second = await write('novo');
    expect((await feed()).data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await send('PUT', `/post/1/${first.id}/pin/1`, moderator)).statusCode).toBe(200);
    expect((await feed()).data.map((p) => [p.id, p.pinned])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await send('PUT', `/post/1/${first.id}/pin/0`, moderator)).statusCode).toBe(200);
    expect((await feed()).data.map((p) => [p.id, p.pinned])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
  });

  it('a deeper page kept by its cursor loses a deleted post and takes the next one in', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push((await write(`post ${i}`)).id);
    const one = await feed();
    expect(one.next_page_url).not.toBeNull();
    const query = one.next_page_url!.slice(one.next_page_url!.indexOf('?'));
    const two = await feed(student, open(), query);
    expect(two.data.map((p) => p.id)).toEqual(ids.slice(5, 15).reverse());
    expect((await send('DELETE', `/post/1/${ids[10]}`)).statusCode).toBe(200);
    expect((await feed(other, open(), query)).data.map((p) => p.id)).toEqual([...ids.slice(4, 10), ...ids.slice(11, 15)].reverse());
    // The first page did not hold it and is unchanged.
    expect((await feed()).data.map((p) => p.id)).toEqual(one.data.map((p) => p.id));
  });

  it('hears a change made elsewhere (another process, or by hand in the database)', async () => {
    const mine = await write('antes');
    expect(shown(await feed(other), mine.id)?.text).toBe('antes');
    await t.ctx.db
      .update(communityPosts)
      .set({ text: 'depois', likesCount: 7 })
      .where(and(eq(communityPosts.tenantId, 1), eq(communityPosts.id, mine.id)));
    await t.heard();
    expect(shown(await feed(other), mine.id)).toMatchObject({ text: 'depois', likes_count: 7 });
    const [before] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, uid['aluno@aurora.test']!));
    await t.ctx.db.update(users).set({ name: 'Aluno Renomeado' }).where(eq(users.id, uid['aluno@aurora.test']!));
    await t.heard();
    expect(shown(await feed(other), mine.id)).toMatchObject({ user: { name: 'Aluno Renomeado' } });
    await t.ctx.db.update(users).set({ name: before!.name }).where(eq(users.id, uid['aluno@aurora.test']!));
    await t.heard();
  });
});

describe('access from memory still decides', () => {
  it("another school's community and post ids stay 404, warm or not", async () => {
    const mine = await write('só aqui');
    await feed();
    const borealAdmin = await t.login('admin@boreal.test');
    const borealCommunity = Object.entries(id).find(([k]) => k.startsWith('2:'))![1];
    expect((await t.request({ method: 'GET', url: `${BASE}/posts/2/${open()}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${BASE}/post/2/${mine.id}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `${BASE}/post/2/${mine.id}/like`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(
      404,
    );
    expect((await get(`/posts/1/${borealCommunity}`)).statusCode).toBe(404);
    expect((await send('PUT', `/post/1/${mine.id}/like`)).statusCode).toBe(200);
  });

  it('a closed community stays 403 when its products change, and opens with a product the student holds', async () => {
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
    const held = (await t.ctx.db.select().from(enrollments).where(eq(enrollments.userId, uid['aluno@aurora.test']!))).map(
      (e) => e.productId,
    );
    const current = (await t.ctx.db.select().from(communityProducts).where(eq(communityProducts.communityId, gated()))).map(
      (r) => r.productId,
    );
    const [lacked] = await t.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.status, 'active'), notInArray(products.id, [...held, ...current])));
    const plans = (path: string, ids: number[]) =>
      send('POST', `/${path}`, owner, { tenant_id: 1, community_id: gated(), permissions_array: ids });
    if (lacked) {
      expect((await plans('add-plans', [lacked.id])).statusCode).toBe(200);
      await t.heard();
      expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
      expect((await plans('remove-plans', [lacked.id])).statusCode).toBe(200);
    }
    const [mine] = held;
    expect(mine).toBeDefined();
    expect((await plans('add-plans', [mine!])).statusCode).toBe(200);
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(200);
    expect((await plans('remove-plans', [mine!])).statusCode).toBe(200);
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
  });

  it('an enrolment in the community’s product opens it, its expiry or removal closes it again', async () => {
    const student2 = uid['aluno@aurora.test']!;
    const [product] = await t.ctx.db.select().from(communityProducts).where(eq(communityProducts.communityId, gated()));
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
    await t.ctx.db.insert(enrollments).values({ tenantId: 1, userId: student2, productId: product!.productId });
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(200);
    expect((await get(`/view/1/${gated()}`)).json().data.has_access).toBe(true);
    const mine = and(eq(enrollments.userId, student2), eq(enrollments.productId, product!.productId));
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(mine);
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
    await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(mine);
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(200);
    await t.ctx.db.delete(enrollments).where(mine);
    await t.heard();
    expect((await get(`/posts/1/${gated()}`)).statusCode).toBe(403);
    expect((await get(`/view/1/${gated()}`)).json().data.has_access).toBe(false);
  });

  it("a staff member's change through the API holds at once, before any notification is heard", async () => {
    await feed();
    expect((await send('PUT', '/toggle-all/1/0', owner)).statusCode).toBe(200);
    expect((await get(`/posts/1/${open()}`)).statusCode).toBe(404);
    expect((await send('PUT', '/toggle-all/1/1', owner)).statusCode).toBe(200);
    expect((await get(`/posts/1/${open()}`)).statusCode).toBe(200);
    await t.heard();
  });

  it('a community switched off is 404 for students once heard, a new one opens at once', async () => {
    await feed();
    await t.ctx.db.update(communities).set({ active: false }).where(eq(communities.id, open()));
    await t.heard();
    expect((await get(`/posts/1/${open()}`)).statusCode).toBe(404);
    expect((await get(`/posts/1/${open()}`, moderator)).statusCode).toBe(200);
    await t.ctx.db.update(communities).set({ active: true }).where(eq(communities.id, open()));
    await t.heard();
    expect((await get(`/posts/1/${open()}`)).statusCode).toBe(200);
    // Created straight in the database, not heard yet: an id the cache does not know is read again.
    const [made] = await t.ctx.db.insert(communities).values({ tenantId: 1, title: 'Nova', order: 50 }).returning();
    expect((await get(`/posts/1/${made!.id}`)).statusCode).toBe(200);
    await t.ctx.db.delete(communities).where(eq(communities.id, made!.id));
    await t.heard();
  });
});
