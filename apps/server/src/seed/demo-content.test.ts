import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  carousels,
  communities,
  communityComments,
  communityPostLikes,
  communityPostMedia,
  communityPosts,
  communityProducts,
  domainEvents,
  enrollments,
  extraSettings,
  lessons,
  modules,
  platformSettings,
  tenants,
  users,
} from '../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../test/harness';
import { DEMO_BLOCK_TITLE } from './custom-html';
import { demoSchools } from './data';
import { demoVideoName, mp4Seconds, readDemoVideo } from './videos';

/**
 * The demo schools look like two real schools, not a test fixture. Read back from the
 * seeded database, as a newcomer's `npm start` gets them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async (tenantId: number) => ({
  lessons: await t.ctx.db.select().from(lessons).where(eq(lessons.tenantId, tenantId)).orderBy(asc(lessons.id)),
  modules: await t.ctx.db.select().from(modules).where(eq(modules.tenantId, tenantId)),
  banners: await t.ctx.db.select().from(banners).where(eq(banners.tenantId, tenantId)),
  carousels: await t.ctx.db.select().from(carousels).where(eq(carousels.tenantId, tenantId)),
});

describe('demo content (issue 12)', () => {
  it("every lesson has its own written description and plays its course's own clip, whose real length it states", async () => {
    for (const school of demoSchools) {
      const { lessons: rows } = await rowsOf(school.id);
      const texts = rows.map((l) => l.description);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text).not.toMatch(/Nesta aula de|vamos ver:/);
      const courseIds = [...new Set(rows.map((l) => l.courseId))];
      expect(courseIds).toHaveLength(school.courses.length);
      for (const [ci, courseId] of courseIds.sort((a, b) => a - b).entries()) {
        const seconds = Math.round(mp4Seconds(await readDemoVideo(school.slug, ci)));
        for (const lesson of rows.filter((l) => l.courseId === courseId)) {
          expect(lesson.videoUrl, lesson.title).toMatch(new RegExp(`${demoVideoName(school.slug, ci).replace('.', '\\.')}$`));
          expect(lesson.durationSeconds, lesson.title).toBe(seconds);
        }
      }
      // No two courses share a clip; none is the old colour-bar test pattern.
      expect(new Set(rows.map((l) => l.videoUrl)).size).toBe(school.courses.length);
      for (const lesson of rows) expect(lesson.videoUrl).not.toContain('sample-lesson');
    }
  });

  it('every module has a cover of its own; every banner button stays inside the product', async () => {
    for (const tenantId of [1, 2]) {
      const { modules: mods, banners: slides } = await rowsOf(tenantId);
      expect(new Set(mods.map((m) => m.coverUrl)).size).toBe(mods.length);
      for (const slide of slides) expect(slide.urlPrimary, slide.title).toMatch(/^\/[a-z]/);
    }
  });

  it('Boreal has its own words: no banner or carousel title of Aurora repeats there', async () => {
    const [aurora, boreal] = [await rowsOf(1), await rowsOf(2)];
    const words = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
      [
        ...rows.banners.flatMap((b) => [b.title, b.subtitle, b.category, b.textButton]),
        ...rows.carousels.filter((c) => c.type < 5).map((c) => c.title),
      ].filter(Boolean);
    const shared = words(boreal).filter((w) => words(aurora).includes(w));
    expect(shared).toEqual([]);
  });

  it('both schools open with the footer on and their terms and privacy pages written', async () => {
    for (const tenantId of [1, 2]) {
      const [settings] = await t.ctx.db.select().from(platformSettings).where(eq(platformSettings.tenantId, tenantId));
      expect(settings!.footerVisible).toBe(true);
      const [extra] = await t.ctx.db.select().from(extraSettings).where(eq(extraSettings.tenantId, tenantId));
      expect(extra!.useTerms.length).toBeGreaterThan(100);
      expect(extra!.privacyTerms.length).toBeGreaterThan(100);
    }
  });
});

describe('demo communities (issue 13)', () => {
  it('each school has three communities in its own form, one principal; Aurora keeps one private to a product aluno lacks', async () => {
    const forms = await t.ctx.db.select({ id: tenants.id, form: tenants.communityForm }).from(tenants).orderBy(asc(tenants.id));
    expect(forms).toEqual([
      { id: 1, form: 'config' },
      { id: 2, form: 'legacy' },
    ]);
    for (const school of demoSchools) {
      const rows = await t.ctx.db.select().from(communities).where(eq(communities.tenantId, school.id)).orderBy(asc(communities.order));
      expect(rows.map((r) => r.order)).toEqual([1, 2, 3]);
      expect(rows.filter((r) => r.principal)).toHaveLength(1);
      // Legacy rows carry a preset background picture, config rows a page colour: each in its form's look.
      if (school.communityForm === 'legacy') expect(rows.every((r) => r.backgroundImage?.startsWith('/backgrounds/'))).toBe(true);
      else expect(rows.every((r) => /^#[0-9A-F]{6}$/i.test(r.backgroundColor) && r.coverPath?.endsWith('.webp'))).toBe(true);
      // A newcomer finds Aurora's communities from the header; Boreal starts as a new school does.
      const [settings] = await t.ctx.db.select().from(platformSettings).where(eq(platformSettings.tenantId, school.id));
      expect(settings!.showCommunitiesPage).toBe(school.id === 1);
    }
    const aurora = await t.ctx.db
      .select()
      .from(communities)
      .where(and(eq(communities.tenantId, 1), eq(communities.isPrivate, true)));
    expect(aurora).toHaveLength(1);
    const access = await t.ctx.db
      .select({ productId: communityProducts.productId })
      .from(communityProducts)
      .where(and(eq(communityProducts.tenantId, 1), eq(communityProducts.communityId, aurora[0]!.id)));
    const [aluno] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.email, 'aluno@aurora.test')));
    const held = await t.ctx.db.select({ productId: enrollments.productId }).from(enrollments).where(eq(enrollments.userId, aluno!.id));
    expect(access.length).toBeGreaterThan(0);
    expect(access.some((a) => held.some((h) => h.productId === a.productId))).toBe(false);
  });
});

describe('demo community feeds (issue 14)', () => {
  const DAY = 24 * 3600 * 1000;
  const postsOf = (tenantId: number) => t.ctx.db.select().from(communityPosts).where(eq(communityPosts.tenantId, tenantId));

  it('every community of both schools lives: 6 to 12 posts by several members over weeks, one pinned in the principal', async () => {
    for (const school of demoSchools) {
      const rows = await t.ctx.db.select().from(communities).where(eq(communities.tenantId, school.id));
      const posts = await postsOf(school.id);
      for (const community of rows) {
        const mine = posts.filter((p) => p.communityId === community.id).sort((a, b) => a.id - b.id);
        expect(mine.length, community.title).toBeGreaterThanOrEqual(6);
        expect(mine.length, community.title).toBeLessThanOrEqual(12);
        expect(new Set(mine.map((p) => p.userId)).size, community.title).toBeGreaterThanOrEqual(3);
        // Most posts have a conversation; the feed orders by id, so ids follow time.
        expect(mine.filter((p) => p.commentsCount >= 2).length, community.title).toBeGreaterThan(mine.length / 2);
        const times = mine.map((p) => p.createdAt.getTime());
        expect(times, community.title).toEqual([...times].sort((a, b) => a - b));
        expect(times.at(-1)! - times[0]!, community.title).toBeGreaterThan(14 * DAY);
        expect(Math.max(...times), community.title).toBeLessThan(Date.now());
      }
      const pinned = posts.filter((p) => p.pinned);
      expect(pinned).toHaveLength(1);
      expect(rows.find((c) => c.id === pinned[0]!.communityId)?.principal).toBe(true);
      expect(
        posts.some((p) => p.title === '') && posts.some((p) => p.text.includes('\n')) && posts.some((p) => p.text.includes('https://')),
      ).toBe(true);
    }
  });

  it('the counts on the rows are the rows: likes, comments (replies included) and replies, one level deep; no events', async () => {
    const tally = (rows: { postId: number; n: number }[]) => new Map(rows.map((r) => [r.postId, r.n]));
    const n = sql<number>`count(*)::int`;
    const likeRows = tally(
      await t.ctx.db.select({ postId: communityPostLikes.postId, n }).from(communityPostLikes).groupBy(communityPostLikes.postId),
    );
    const commentRows = tally(
      await t.ctx.db.select({ postId: communityComments.postId, n }).from(communityComments).groupBy(communityComments.postId),
    );
    const posts = await t.ctx.db
      .select({ id: communityPosts.id, likes: communityPosts.likesCount, comments: communityPosts.commentsCount })
      .from(communityPosts);
    expect(posts.length).toBeGreaterThan(30);
    for (const p of posts) {
      expect({ likes: p.likes, comments: p.comments }, `post ${p.id}`).toEqual({
        likes: likeRows.get(p.id) ?? 0,
        comments: commentRows.get(p.id) ?? 0,
      });
    }
    expect(posts.filter((p) => p.likes >= 3).length).toBeGreaterThan(posts.length / 2);

    const comments = await t.ctx.db.select().from(communityComments);
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parentId !== null);
    expect(replies.length).toBeGreaterThan(10);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId!)!;
      expect(parent.parentId, `reply ${reply.id}`).toBeNull();
      expect(parent.postId).toBe(reply.postId);
      expect(reply.createdAt.getTime()).toBeGreaterThan(parent.createdAt.getTime());
    }
    for (const c of comments.filter((c) => c.parentId === null)) {
      expect(c.repliesCount, `comment ${c.id}`).toBe(replies.filter((r) => r.parentId === c.id).length);
    }
    // The seed is history: its events made the demo notifications (seed/notifications.ts) and wait for no subscriber.
    const events = await t.ctx.db.select().from(domainEvents).where(like(domainEvents.type, 'community.%'));
    expect(events.length).toBeGreaterThan(0);
    const waiting = await t.ctx.db.execute(sql`select count(*)::int as n from jobs where queue = 'events.deliver'`);
    expect((waiting as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('the bell rings for demo students: recent comments, replies, likes and answers notified, older ones read, none to mail', async () => {
    const cookie = await t.login('aluna@aurora.test');
    const get = (url: string) => t.request({ method: 'GET', url, host: 'aurora.localhost', cookie });
    const total = await get('/api/auth/notification/total');
    expect(total.statusCode, total.body).toBe(200);
    expect(total.json().unread_count).toBeGreaterThan(0);
    const feed = await get('/api/auth/notification?page=1&paginate=50');
    const items = feed.json().data as { type: string; read: 0 | 1 }[];
    expect(new Set(items.map((n) => n.type)).size).toBeGreaterThanOrEqual(2);
    expect(items.some((n) => n.read === 1)).toBe(true);
    const counts = await t.ctx.db.execute(
      sql`select count(*)::int as n, count(*) filter (where mail_state <> 'none')::int as mail from notifications where tenant_id = 1`,
    );
    const [row] = (counts as { rows: { n: number; mail: number }[] }).rows;
    expect(row?.n).toBeGreaterThan(20);
    expect(row?.mail).toBe(0);
  });

  it("the posts' pictures are drawn, stored privately and served to members: 1 to 3 a post, small and each its own", async () => {
    const media = await t.ctx.db.select().from(communityPostMedia);
    for (const tenantId of [1, 2]) expect(media.filter((m) => m.tenantId === tenantId).length).toBeGreaterThanOrEqual(10);
    expect(new Set(media.map((m) => m.key)).size).toBe(media.length);
    const perPost = new Map<number, number>();
    for (const m of media) perPost.set(m.postId, (perPost.get(m.postId) ?? 0) + 1);
    for (const count of perPost.values()) expect(count).toBeLessThanOrEqual(3);
    // Staff enter every community of their school (docs/communities.md "Who sees what").
    const staff = { 1: await t.login('admin@aurora.test'), 2: await t.login('admin@boreal.test') } as Record<number, string>;
    const bodies = new Set<string>();
    for (const m of media) {
      expect(m).toMatchObject({ kind: 'image', contentType: 'image/webp' });
      // Private, never at /files/ (docs/security.md "Files of private content go through an access check");
      // the access route sends it to those who may read the post.
      expect(m.key).toMatch(/^tenants\/\d+\/community-posts\/private\//);
      expect((await t.request({ method: 'GET', url: `/files/${m.key}` })).statusCode).toBe(404);
      const url = `/api/auth/community/media/${m.tenantId}/${m.id}`;
      const res = await t.request({ method: 'GET', url, host: m.tenantId === 1 ? 'aurora.localhost' : BOREAL, cookie: staff[m.tenantId] });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.length).toBe(m.sizeBytes);
      expect(m.sizeBytes).toBeLessThan(20_000);
      bodies.add(res.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(media.length);
  });

  it('the gated communities have feeds too: refused to a student without access, read by one with it', async () => {
    const cases = [
      { tenantId: 1, title: 'Círculo de Mentoria', without: 'aluno@aurora.test', with: 'aluna@aurora.test' },
      { tenantId: 2, title: 'Roda de Cerâmica', without: 'aluno@boreal.test', with: 'renata@boreal.test' },
    ];
    for (const c of cases) {
      const [community] = await t.ctx.db
        .select({ id: communities.id })
        .from(communities)
        .where(and(eq(communities.tenantId, c.tenantId), eq(communities.title, c.title)));
      const feed = (email: string) =>
        t.login(email).then((cookie) =>
          t.request({
            method: 'GET',
            url: `/api/auth/community/posts/${c.tenantId}/${community!.id}`,
            host: c.tenantId === 1 ? 'aurora.localhost' : 'boreal.localhost',
            cookie,
          }),
        );
      expect((await feed(c.without)).statusCode).toBe(403);
      const open = await feed(c.with);
      expect(open.statusCode, open.body).toBe(200);
      const data = open.json().data as { id: number; comments_count: number; likes_count: number }[];
      expect(data.length).toBeGreaterThanOrEqual(6);
      const stored = await t.ctx.db
        .select()
        .from(communityPosts)
        .where(
          and(
            eq(communityPosts.tenantId, c.tenantId),
            inArray(
              communityPosts.id,
              data.map((p) => p.id),
            ),
          ),
        );
      expect(data.map((p) => [p.comments_count, p.likes_count])).toEqual(
        data.map((p) => stored.find((s) => s.id === p.id)).map((s) => [s!.commentsCount, s!.likesCount]),
      );
    }
  });
});

describe('demo custom HTML (issue 16)', () => {
  it("Aurora's home page runs one block of its own, a card whose script fills in the next session; Boreal has none", async () => {
    const aluno = await t.login('aluno@aurora.test');
    const home = await t.request({ url: '/api/platform/auth/custom-html/filters/homepage', cookie: aluno });
    const blocks = home.json().data as { title: string; frame_url: string }[];
    expect(blocks.map((b) => b.title)).toEqual([DEMO_BLOCK_TITLE]);
    const frame = await t.request({ url: blocks[0]!.frame_url, cookie: aluno });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain("getElementById('proximo').textContent");
    const boreal = await t.login('aluno@boreal.test');
    const none = await t.request({ url: '/api/platform/auth/custom-html/filters/homepage', cookie: boreal, host: BOREAL });
    expect(none.json().data).toEqual([]);
  });
});

describe('demo gamification (issue 19)', () => {
  it("Aurora's board lives from what its students wrote: several scorers, no staff, a finished lesson's reward, nothing left to celebrate", async () => {
    const aluna = await t.login('aluna@aurora.test');
    const board = await t.request({ url: '/api/auth/ranking/board/1?period=all', cookie: aluna });
    expect(board.statusCode).toBe(200);
    const rows = board.json().data as { user: { name: string }; score: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.score > 0)).toBe(true);
    expect(board.json().me).toMatchObject({ score: expect.any(Number) });
    const rewards = await t.request({ url: '/api/auth/ranking/my-rewards/1', cookie: aluna });
    expect((rewards.json().data as { reward: { reward_type: string } }[]).map((r) => r.reward.reward_type)).toContain('lesson');
    const celebrations = await t.request({ url: '/api/auth/ranking/celebrations/1', cookie: aluna });
    expect(celebrations.json().data).toEqual([]);
    const owner = await t.login('owner@aurora.test');
    expect((await t.request({ url: '/api/auth/ranking/me/1', cookie: owner })).json().rank).toBeNull();
  });
});
