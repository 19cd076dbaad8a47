import { COMMENT_MAX, COMMENTS_PAGE_SIZE, COMMENTS_PER_MINUTE } from '@trilha/shared/communities/feed-constants';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityComments, communityPosts, domainEvents } from '../../db/schema/index';
import { forgetAttempts } from '../../test/attempts';
import { buildCommunity, buildPost, userIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

// Each test makes its own posts (and communities when it needs other settings), so none depends on another's data.

let t: TestApp;
const cookie: Record<string, string> = {};
const user: Record<string, number> = {};
const community: Record<string, number> = {};

const BASE = '/api/auth/community';
const M = (key: keyof typeof FEED_TRANSLATIONS) => FEED_TRANSLATIONS[key].pt;
type CommentJson = { id: number; post_id: number; parent_id: number | null; content: string; replies_count: number; can_delete: boolean };

beforeAll(async () => {
  t = await createTestApp();
  const emails = ['aluno@aurora.test', 'aluna@aurora.test', 'moderador@aurora.test', 'admin@boreal.test'];
  for (const email of emails) {
    cookie[email] = await t.login(email);
    user[email] = await userIdOf(t.ctx.db, email);
  }
  for (const c of await t.ctx.db.select().from(communities)) community[c.title] = c.id;
});
afterAll(() => t.close());

const aluno = () => cookie['aluno@aurora.test']!;
const aluna = () => cookie['aluna@aurora.test']!;
const moderator = () => cookie['moderador@aurora.test']!;

/** A post written straight in the database (the post routes are tested in feed.test.ts). */
const makePost = (communityTitle = 'Comunidade Aurora', author = 'aluna@aurora.test', tenantId = 1) =>
  buildPost(t.ctx.db, { tenantId, communityId: community[communityTitle]!, userId: user[author]! });
/** A community of Aurora open to every member, with the settings given. */
async function makeCommunity(values: Partial<typeof communities.$inferInsert>) {
  const row = await buildCommunity(t.ctx.db, values);
  community[row.title] = row.id;
  return row.title;
}

const comment = (postId: number, payload: object, who = aluno(), tenant = 1, host?: string) =>
  t.request({ method: 'POST', url: `${BASE}/post/${tenant}/${postId}/comments`, cookie: who, payload, host });
const commented = async (postId: number, content: string, who = aluno(), parent_id?: number): Promise<CommentJson> => {
  const res = await comment(postId, { content, parent_id }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const list = (postId: number, query = '', who = aluno()) => t.request({ url: `${BASE}/post/1/${postId}/comments${query}`, cookie: who });
const counts = async (postId: number) => {
  const [post] = await t.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  const [rows] = await t.ctx.db.select({ n: count() }).from(communityComments).where(eq(communityComments.postId, postId));
  return { stored: post!.commentsCount, rows: rows!.n };
};
const eventCount = async () => (await t.ctx.db.select({ n: count() }).from(domainEvents))[0]!.n;
/** Comments written here count against their author's per-minute limit; forgetting the counters frees it, so only the rate test meets it. */
afterEach(() => forgetAttempts(t));

describe('comments and replies (CONTRACT "Community, student side")', () => {
  it('comments and replies: 201, the shape, the counts and one event each', async () => {
    const post = await makePost();
    const long = `${'😀'.repeat(150)}${'a'.repeat(100)}`;
    const first = await commented(post.id, long);
    expect(first).toMatchObject({ post_id: post.id, parent_id: null, content: long, replies_count: 0, can_delete: true, edited_at: null });
    expect(first).toMatchObject({ user: { id: user['aluno@aurora.test'], name: expect.any(String) } });
    expect(new Date((first as unknown as { created_at: string }).created_at).toISOString()).toBeTruthy();

    const [commentEvent] = await t.ctx.events.recent(1, 'community.comment.created', 1);
    expect(commentEvent!.payload).toEqual({
      commentId: first.id,
      postId: post.id,
      communityId: post.communityId,
      authorId: user['aluno@aurora.test'],
      postAuthorId: user['aluna@aurora.test'],
      parentId: null,
      parentAuthorId: null,
      // 200 characters, by code point: no emoji cut in half.
      excerpt: `${'😀'.repeat(150)}${'a'.repeat(50)}`,
    });

    const reply = await commented(post.id, 'Respondendo', aluna(), first.id);
    expect(reply).toMatchObject({ parent_id: first.id, replies_count: 0 });
    const [replyEvent] = await t.ctx.events.recent(1, 'community.reply.created', 1);
    expect(replyEvent!.payload).toMatchObject({ commentId: reply.id, parentId: first.id, parentAuthorId: user['aluno@aurora.test'] });
    expect(replyEvent!.payload.excerpt).toBe('Respondendo');

    expect(await counts(post.id)).toEqual({ stored: 2, rows: 2 });
    const top = (await list(post.id, '', aluna())).json();
    expect(top.next_page_url).toBeNull();
    expect(top.data).toEqual([expect.objectContaining({ id: first.id, replies_count: 1, can_edit: false, can_delete: false })]);
    const replies = (await list(post.id, `?parent_id=${first.id}`)).json();
    expect(replies.data).toEqual([expect.objectContaining({ id: reply.id, parent_id: first.id, can_delete: false })]);
    // Staff may delete anyone's, never edit it; its author edits it.
    expect((await list(post.id, '', moderator())).json().data[0]).toMatchObject({ can_edit: false, can_delete: true });
    expect((await list(post.id, '')).json().data[0]).toMatchObject({ can_edit: true, can_delete: true });
  });

  it('pages oldest first, 20 a page, following next_page_url; replies page apart', async () => {
    const post = await makePost();
    const total = COMMENTS_PAGE_SIZE * 2 + 5;
    const rows = await t.ctx.db
      .insert(communityComments)
      .values(
        Array.from({ length: total }, (_, i) => ({ tenantId: 1, postId: post.id, userId: user['aluna@aurora.test']!, content: `c${i}` })),
      )
      .returning();
    const parent = rows[0]!;
    await t.ctx.db.insert(communityComments).values(
      Array.from({ length: COMMENTS_PAGE_SIZE + 1 }, (_, i) => ({
        tenantId: 1,
        postId: post.id,
        userId: user['aluno@aurora.test']!,
        parentId: parent.id,
        content: `r${i}`,
      })),
    );

    const follow = async (url: string) => {
      const pages: CommentJson[][] = [];
      for (let next: string | null = url; next;) {
        const res = await t.request({ url: next, cookie: aluno() });
        expect(res.statusCode, res.body).toBe(200);
        pages.push(res.json().data);
        next = res.json().next_page_url;
      }
      return pages;
    };
    const pages = await follow(`${BASE}/post/1/${post.id}/comments`);
    expect(pages.map((p) => p.length)).toEqual([COMMENTS_PAGE_SIZE, COMMENTS_PAGE_SIZE, 5]);
    expect(pages.flat().map((c) => c.content)).toEqual(Array.from({ length: total }, (_, i) => `c${i}`));

    const replyPages = await follow(`${BASE}/post/1/${post.id}/comments?parent_id=${parent.id}`);
    expect(replyPages.map((p) => p.length)).toEqual([COMMENTS_PAGE_SIZE, 1]);
    expect(replyPages.flat().map((c) => c.content)).toEqual(Array.from({ length: COMMENTS_PAGE_SIZE + 1 }, (_, i) => `r${i}`));
    expect(replyPages.flat().every((c) => c.parent_id === parent.id)).toBe(true);
  });

  it('refuses empty, long, reply-to-a-reply and foreign parents with their messages, writing nothing', async () => {
    const post = await makePost();
    const other = await makePost();
    const first = await commented(post.id, 'Primeiro');
    const reply = await commented(post.id, 'Resposta', aluno(), first.id);
    const elsewhere = await commented(other.id, 'Noutro post');
    const before = { counts: await counts(post.id), events: await eventCount() };

    const cases: [object, number, string | null][] = [
      [{ content: '   ' }, 400, M('commentRequired')],
      [{}, 400, M('commentRequired')],
      [{ content: 'x'.repeat(COMMENT_MAX + 1) }, 400, M('commentTooLong')],
      [{ content: 'Oi', parent_id: reply.id }, 400, M('replyDepth')],
      [{ content: 'Oi', parent_id: elsewhere.id }, 404, null],
      [{ content: 'Oi', parent_id: 2_000_000 }, 404, null],
      [{ content: 'Oi', parent_id: 'abc' }, 400, null],
    ];
    for (const [payload, status, message] of cases) {
      const res = await comment(post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().error).toBe(message);
    }
    expect({ counts: await counts(post.id), events: await eventCount() }).toEqual(before);
  });

  it('odd text: a lone surrogate is stored (and sent in the event) as U+FFFD, a NUL byte is 400', async () => {
    const post = await makePost();
    const odd = await commented(post.id, 'a\ud800b 😀');
    expect(odd.content).toBe('a\ufffdb 😀');
    const [event] = await t.ctx.events.recent(1, 'community.comment.created', 1);
    expect(event!.payload.excerpt).toBe('a\ufffdb 😀');
    expect((await comment(post.id, { content: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('comments off: 403 for a student, allowed for a moderator; reading stays open', async () => {
    const title = await makeCommunity({ comments: false });
    const post = await makePost(title);
    const before = await eventCount();
    const refused = await comment(post.id, { content: 'Posso?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M('commentsOff'));
    expect(await eventCount()).toBe(before);
    await commented(post.id, 'A moderação pode.', moderator());
    expect((await list(post.id)).json().data).toHaveLength(1);
  });

  it('a gated community (Círculo de Mentoria) refuses a student without its product, and staff enter it', async () => {
    const post = await makePost('Círculo de Mentoria', 'moderador@aurora.test');
    for (const res of [await list(post.id), await comment(post.id, { content: 'Oi' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(M('noAccess'));
    }
    const staffComment = await commented(post.id, 'Bem-vindos', moderator());
    expect((await t.request({ method: 'DELETE', url: `${BASE}/comment/1/${staffComment.id}`, cookie: aluno() })).statusCode).toBe(403);
  });

  it("another school's ids are 404, another school's tenant in the path 403, no session 401", async () => {
    const boreal = await makePost('Ateliê Boreal', 'admin@boreal.test', 2);
    const borealAdmin = cookie['admin@boreal.test']!;
    const borealComment = await comment(boreal.id, { content: 'Olá' }, borealAdmin, 2, BOREAL);
    expect(borealComment.statusCode, borealComment.body).toBe(201);
    const foreignId = borealComment.json().data.id as number;
    const aurora = await makePost();
    const auroraComment = await commented(aurora.id, 'Meu');

    expect((await list(boreal.id)).statusCode).toBe(404);
    expect((await comment(boreal.id, { content: 'Oi' })).statusCode).toBe(404);
    expect((await comment(aurora.id, { content: 'Oi', parent_id: foreignId })).statusCode).toBe(404);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(
        (await t.request({ method, url: `${BASE}/comment/1/${foreignId}`, cookie: aluno(), payload: { content: 'x' } })).statusCode,
      ).toBe(404);
      const onBoreal = await t.request({
        method,
        url: `${BASE}/comment/2/${auroraComment.id}`,
        cookie: borealAdmin,
        host: BOREAL,
        payload: { content: 'x' },
      });
      expect(onBoreal.statusCode).toBe(404);
    }
    expect((await comment(aurora.id, { content: 'Oi' }, aluno(), 2)).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/post/2/${boreal.id}/comments`, cookie: aluno() })).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/post/1/${aurora.id}/comments` })).statusCode).toBe(401);
    expect(await counts(boreal.id)).toEqual({ stored: 1, rows: 1 });
  });

  it('deletes: the author or staff; a comment takes its replies and the counts follow', async () => {
    const post = await makePost();
    const first = await commented(post.id, 'Com respostas');
    const keep = await commented(post.id, 'Fica');
    const replies: CommentJson[] = [];
    for (const who of [aluna(), aluno(), aluna()]) replies.push(await commented(post.id, 'Resposta', who, first.id));
    expect(await counts(post.id)).toEqual({ stored: 5, rows: 5 });

    const del = (id: number, who: string) => t.request({ method: 'DELETE', url: `${BASE}/comment/1/${id}`, cookie: who });
    const refused = await del(first.id, aluna());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M('cannotDelete'));

    // The author deletes one reply: the post loses one, the parent one reply.
    expect((await del(replies[0]!.id, aluna())).json()).toEqual({ message: M('commentDeleted') });
    expect(await counts(post.id)).toEqual({ stored: 4, rows: 4 });
    expect((await list(post.id)).json().data[0]).toMatchObject({ id: first.id, replies_count: 2 });

    // A moderator deletes the comment: it and its two replies go.
    expect((await del(first.id, moderator())).statusCode).toBe(200);
    expect(await counts(post.id)).toEqual({ stored: 1, rows: 1 });
    expect((await list(post.id)).json().data.map((c: CommentJson) => c.id)).toEqual([keep.id]);
    expect((await del(first.id, moderator())).statusCode).toBe(404);
  });

  it('edits: the author only, marking edited_at', async () => {
    const post = await makePost();
    const mine = await commented(post.id, 'Antes');
    const edit = (who: string, content: unknown) =>
      t.request({ method: 'PUT', url: `${BASE}/comment/1/${mine.id}`, cookie: who, payload: { content } });
    const res = await edit(aluno(), '  Depois  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, content: 'Depois', edited_at: expect.any(String) });
    for (const who of [aluna(), moderator()]) {
      const refused = await edit(who, 'Não');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('notAuthor'));
    }
    expect((await edit(aluno(), '')).statusCode).toBe(400);
  });

  it(`a member past ${COMMENTS_PER_MINUTE} comments a minute gets 429 with its message`, async () => {
    const post = await makePost();
    await Promise.all(Array.from({ length: COMMENTS_PER_MINUTE }, (_, i) => commented(post.id, `n${i}`, aluna())));
    const before = await eventCount();
    const res = await comment(post.id, { content: 'Mais um' }, aluna());
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(M('commentsTooFast'));
    expect(await eventCount()).toBe(before);
    // Another member is not held back by her.
    await commented(post.id, 'Eu posso', aluno());
    expect(await counts(post.id)).toEqual({ stored: COMMENTS_PER_MINUTE + 1, rows: COMMENTS_PER_MINUTE + 1 });
  });

  it('keeps comments_count equal to the rows under concurrent replies and deletions', async () => {
    const post = await makePost();
    const parents = await Promise.all(['a', 'b', 'c'].map((c) => commented(post.id, c, moderator())));
    const writes = [
      ...parents.flatMap((p) => Array.from({ length: 5 }, (_, i) => comment(post.id, { content: `r${i}`, parent_id: p.id }, moderator()))),
      t.request({ method: 'DELETE', url: `${BASE}/comment/1/${parents[1]!.id}`, cookie: moderator() }),
    ];
    const statuses = (await Promise.all(writes)).map((r) => r.statusCode);
    // A reply that raced its parent's deletion is 404 or lands before it; never a 500.
    expect(statuses.every((s) => [200, 201, 404].includes(s))).toBe(true);
    const after = await counts(post.id);
    expect(after.stored).toBe(after.rows);
    for (const p of [parents[0]!, parents[2]!]) {
      const [row] = await t.ctx.db
        .select()
        .from(communityComments)
        .where(and(eq(communityComments.tenantId, 1), eq(communityComments.id, p.id)));
      const [replies] = await t.ctx.db.select({ n: count() }).from(communityComments).where(eq(communityComments.parentId, p.id));
      expect(row!.repliesCount).toBe(replies!.n);
    }
  });
});
