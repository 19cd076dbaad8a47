import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  communities,
  communityProducts,
  enrollments,
  files,
  gamificationPlans,
  gamificationSettings,
  products,
  rewards,
  tenants,
  users,
} from '../../db/schema/index';
import { addLevel, addReward, clearGamification, emit, productIds, setScoring, userId } from '../../test/gamification';
import { buildAttempt, buildQuiz } from '../../test/builders';
import { unknownIds } from '../../test/fuzz';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { scoreBatch } from './engine/award';

// CONTRACT "Gamification, student side" and spec 001 §7 reset-ranking: each call, its checks, its isolation.

let t: TestApp;
let aluno: number;
let aluna: number;
let cookies: Record<'aluno' | 'aluna' | 'owner' | 'moderator' | 'boreal', string>;

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna] = await Promise.all([userId(t, 'aluno@aurora.test'), userId(t, 'aluna@aurora.test')]);
  const [a, b, o, m, bo] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('owner@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  cookies = { aluno: a, aluna: b, owner: o, moderator: m, boreal: bo };
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, { scorePosts: 10, scoreComments: 3 });
});

const get = (url: string, who: keyof typeof cookies) => t.request({ url, cookie: cookies[who], host: who === 'boreal' ? BOREAL : AURORA });
const posts = async (userIdValue: number, count: number, from = 1000) => {
  const at = new Date();
  const items = Array.from({ length: count }, (_, i) => ({
    userId: userIdValue,
    action: 'score_posts' as const,
    objectId: from + i,
    eventId: from + i,
    at,
  }));
  await scoreBatch(t.ctx.db, 1, items);
};

describe('GET me', () => {
  it('answers points, level, next level and rank; re-levels when a threshold changes', async () => {
    const bronze = await addLevel(t, { name: 'Bronze', neededScore: 20 });
    await addLevel(t, { name: 'Prata', neededScore: 50 });
    await posts(aluno, 3);
    await posts(aluna, 1, 2000);
    const res = await get('/api/auth/ranking/me/1', 'aluno');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      score: 30,
      points_name: 'pontos',
      level: { name: 'Bronze' },
      next_level: { name: 'Prata' },
      rank: 1,
    });
    expect((await get('/api/auth/ranking/me/1', 'aluna')).json()).toMatchObject({ score: 10, level: null, rank: 2 });
    await t.ctx.db.execute(sql`update levels set needed_score = 5 where tenant_id = 1 and id = ${bronze}`);
    expect((await get('/api/auth/ranking/me/1', 'aluna')).json()).toMatchObject({ level: { name: 'Bronze' } });
  });

  it('gives staff no rank, another school 403 and no session 401', async () => {
    expect((await get('/api/auth/ranking/me/1', 'owner')).json()).toMatchObject({ score: 0, rank: null });
    expect((await get('/api/auth/ranking/me/1', 'boreal')).statusCode).toBe(403);
    expect((await t.request({ url: '/api/auth/ranking/me/1' })).statusCode).toBe(401);
    expect((await get('/api/auth/ranking/me/abc', 'aluno')).statusCode).toBe(400);
  });
});

describe('GET board', () => {
  it('answers the top 10 with shared ranks for ties, and my place', async () => {
    await posts(aluno, 2);
    await posts(aluna, 2, 2000);
    const res = await get('/api/auth/ranking/board/1?period=7d', 'aluno');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((e: { rank: number; score: number }) => [e.rank, e.score])).toEqual([
      [1, 20],
      [1, 20],
    ]);
    expect(body.me).toEqual({ rank: 1, score: 20 });
    expect((await get('/api/auth/ranking/board/1', 'owner')).json().me).toBeNull();
    expect((await get('/api/auth/ranking/board/1?period=1y', 'aluno')).statusCode).toBe(400);
  });

  it('keeps the top ten until the school scores again, and reads my place with every view', async () => {
    await posts(aluno, 2);
    const names = async () =>
      (await get('/api/auth/ranking/board/1', 'aluna')).json().data.map((e: { user: { name: string } }) => e.user.name);
    const [before] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, aluno));
    expect(await names()).toEqual([before!.name]);
    // A rename straight in the table: the kept top still shows the old name (lifetime BOARD_CACHE_MS).
    await t.ctx.db.update(users).set({ name: 'Aluno Renomeado' }).where(eq(users.id, aluno));
    try {
      expect(await names()).toEqual([before!.name]);
      await posts(aluna, 1, 2000);
      // Scoring forgot the school's boards: the next view reads them again.
      expect(await names()).toEqual(['Aluno Renomeado', expect.any(String)]);
      expect((await get('/api/auth/ranking/board/1', 'aluna')).json().me).toEqual({ rank: 2, score: 10 });
    } finally {
      await t.ctx.db.update(users).set({ name: before!.name }).where(eq(users.id, aluno));
    }
  });

  it('is 404 when the school’s or the community’s switch is off, or the community is not open to me', async () => {
    await posts(aluno, 1);
    const [community] = await t.ctx.db.select({ id: communities.id }).from(communities).where(eq(communities.tenantId, 1)).limit(1);
    expect((await get(`/api/auth/ranking/board/1?community_id=${community!.id}`, 'aluno')).statusCode).toBeLessThan(500);
    await t.ctx.db.update(communities).set({ showRanking: false }).where(eq(communities.id, community!.id));
    expect((await get(`/api/auth/ranking/board/1?community_id=${community!.id}`, 'aluno')).statusCode).toBe(404);
    await t.ctx.db.update(communities).set({ showRanking: true }).where(eq(communities.id, community!.id));
    const [boreal] = await t.ctx.db.select({ id: communities.id }).from(communities).where(eq(communities.tenantId, 2)).limit(1);
    expect((await get(`/api/auth/ranking/board/1?community_id=${boreal!.id}`, 'aluno')).statusCode).toBe(404);
    await t.ctx.db.update(gamificationSettings).set({ showRanking: false }).where(eq(gamificationSettings.tenantId, 1));
    expect((await get('/api/auth/ranking/board/1', 'aluno')).statusCode).toBe(404);
  });
});

describe("a community's strip", () => {
  it('ranks among those who may enter: without products all but the review account, with products their holders', async () => {
    const revisor = await userId(t, 'revisor@aurora.test');
    const [plan, turma] = await t.ctx.db
      .insert(products)
      .values([
        { tenantId: 1, title: 'Plano do ranking' },
        { tenantId: 1, title: 'Turma do ranking' },
      ])
      .returning({ id: products.id });
    const [open, gated] = await t.ctx.db
      .insert(communities)
      .values([
        { tenantId: 1, title: 'Aberta do ranking', showRanking: true },
        { tenantId: 1, title: 'Turma do ranking', showRanking: true },
      ])
      .returning({ id: communities.id });
    try {
      await t.ctx.db.insert(gamificationPlans).values({ tenantId: 1, productId: plan!.id });
      await t.ctx.db.insert(communityProducts).values({ tenantId: 1, communityId: gated!.id, productId: turma!.id });
      await t.ctx.db
        .insert(enrollments)
        .values([
          ...[aluno, aluna, revisor].map((user) => ({ tenantId: 1, userId: user, productId: plan!.id })),
          { tenantId: 1, userId: aluna, productId: turma!.id },
        ]);
      await posts(revisor, 5, 3000);
      await posts(aluno, 3);
      await posts(aluna, 1, 2000);
      const strip = async (community: number, who: 'aluno' | 'aluna' | 'moderator') => {
        const res = await get(`/api/auth/ranking/board/1?community_id=${community}`, who);
        if (res.statusCode !== 200) return res.statusCode;
        const body = res.json();
        return { top: body.data.map((e: { rank: number; score: number }) => [e.rank, e.score]), me: body.me };
      };
      // The school ranks the review account first; it may not enter a community, so its strips skip it.
      expect((await get('/api/auth/ranking/board/1', 'aluna')).json().me).toEqual({ rank: 3, score: 10 });
      expect(await strip(open!.id, 'aluna')).toEqual({
        top: [
          [1, 30],
          [2, 10],
        ],
        me: { rank: 2, score: 10 },
      });
      expect(await strip(open!.id, 'aluno')).toEqual({
        top: [
          [1, 30],
          [2, 10],
        ],
        me: { rank: 1, score: 30 },
      });
      // With products: aluna alone holds the class's, aluno (above her in the school) is not in it.
      expect(await strip(gated!.id, 'aluna')).toEqual({ top: [[1, 10]], me: { rank: 1, score: 10 } });
      expect(await strip(gated!.id, 'moderator')).toEqual({ top: [[1, 10]], me: null });
      expect(await strip(gated!.id, 'aluno')).toBe(404);
    } finally {
      await t.ctx.db.delete(communities).where(inArray(communities.id, [open!.id, gated!.id]));
      await t.ctx.db.delete(products).where(inArray(products.id, [plan!.id, turma!.id]));
    }
  });
});

describe('rewards', () => {
  it('a score reward is earned once and its file is served only to its earners', async () => {
    const key = 'tenants/1/rewards/private/guia.pdf';
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 guia'), 'application/pdf');
    const reward = await addReward(t, {
      name: 'Guia',
      rewardType: 'score',
      neededScore: 20,
      deliveryType: 'file',
      contentKey: key,
      contentName: 'guia.pdf',
      contentType: 'application/pdf',
      products: [0, 1, 2],
    });
    await posts(aluno, 1);
    expect((await get('/api/auth/ranking/my-rewards/1', 'aluno')).json().data).toEqual([]);
    await posts(aluno, 3, 1100);
    const mine = (await get('/api/auth/ranking/my-rewards/1', 'aluno')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].content).toEqual({ delivery_type: 'file', url: `/api/auth/ranking/my-rewards/1/${reward}/file`, name: 'guia.pdf' });
    const file = await get(mine[0].content.url, 'aluno');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 guia');
    expect((await get(mine[0].content.url, 'aluna')).statusCode).toBe(403);
    expect((await get(`/api/auth/ranking/my-rewards/1/999999/file`, 'aluno')).statusCode).toBe(404);
    expect((await get(mine[0].content.url.replace('/1/', '/2/'), 'aluno')).statusCode).toBe(403);
    const celebrations = (await get('/api/auth/ranking/celebrations/1', 'aluno')).json().data;
    expect(celebrations).toEqual([{ id: expect.any(Number), kind: 'reward', title: 'Guia', animation: 'none', song: 'none' }]);
  });

  it('a quiz reward delivers a product as a real enrolment, once, to a student of its products only', async () => {
    const quiz = await buildQuiz(t.ctx.db, { name: 'Prova' });
    const all = await productIds(t);
    await addReward(t, {
      name: 'Curso bônus',
      rewardType: 'quiz',
      quizId: quiz.id,
      deliveryType: 'product',
      deliverableProductId: all[2]!,
      products: [0],
    });
    // Each pass is a real attempt, as the quiz's submission publishes it.
    const passed = async (userIdValue: number) => {
      const attempt = await buildAttempt(t.ctx.db, { quizId: quiz.id, userId: userIdValue, score: 80 });
      return { quizId: quiz.id, userId: userIdValue, attemptId: attempt.id, score: 80 };
    };
    await emit(t, 'quiz.passed', await passed(aluno));
    await emit(t, 'quiz.passed', await passed(aluno));
    await emit(t, 'quiz.passed', await passed(aluna));
    const held = await t.ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, aluno), eq(enrollments.productId, all[2]!)));
    expect(held).toHaveLength(1);
    expect((await get('/api/auth/ranking/my-rewards/1', 'aluno')).json().data).toMatchObject([
      {
        reward: { name: 'Curso bônus', reward_type: 'quiz', delivery: 'product' },
        content: { delivery_type: 'product', product: { id: all[2] } },
      },
    ]);
    expect((await get('/api/auth/ranking/my-rewards/1', 'aluna')).json().data).toEqual([]);
  });
  it('deleting a quiz deletes its rewards and, after commit, their file and badge', async () => {
    const quiz = await buildQuiz(t.ctx.db, { name: 'Prova final' });
    const stored = ['tenants/1/rewards/private/certificado.pdf', 'tenants/1/rewards/selo.png'];
    for (const key of stored) {
      await t.ctx.storage.put(key, Buffer.from('bytes'), 'application/octet-stream');
      await t.ctx.db.insert(files).values({ tenantId: 1, key, contentType: 'application/octet-stream', sizeBytes: 5 });
    }
    await addReward(t, {
      name: 'Certificado',
      rewardType: 'quiz',
      quizId: quiz.id,
      deliveryType: 'file',
      contentKey: stored[0]!,
      contentName: 'certificado.pdf',
      contentType: 'application/pdf',
      badgeUrl: t.ctx.storage.urlOf(stored[1]!),
      products: [0],
    });
    const res = await t.request({ method: 'DELETE', url: `/api/auth/quiz/${quiz.id}`, cookie: cookies.owner, host: AURORA });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(rewards).where(eq(rewards.quizId, quiz.id))).toEqual([]);
    expect(await t.ctx.db.select().from(files).where(inArray(files.key, stored))).toEqual([]);
    await t.ctx.jobs.drain();
    for (const key of stored) expect(await t.ctx.storage.read(key)).toBeNull();
  });
});

describe('celebrations', () => {
  it('lists a level reached once, and PATCH marks only my own seen', async () => {
    await addLevel(t, { name: 'Bronze', neededScore: 10 });
    await posts(aluno, 1);
    await posts(aluno, 1, 1500);
    const list = (await get('/api/auth/ranking/celebrations/1', 'aluno')).json().data;
    expect(list).toMatchObject([{ kind: 'level', title: 'Bronze', animation: 'rocket' }]);
    const other = await t.request({
      method: 'PATCH',
      url: '/api/auth/ranking/celebrations/1',
      cookie: cookies.aluna,
      payload: { ids: [list[0].id] },
    });
    expect(other.statusCode).toBe(200);
    expect((await get('/api/auth/ranking/celebrations/1', 'aluno')).json().data).toHaveLength(1);
    const seen = await t.request({
      method: 'PATCH',
      url: '/api/auth/ranking/celebrations/1',
      cookie: cookies.aluno,
      payload: { ids: [list[0].id] },
    });
    expect(seen.json()).toEqual({ data: [] });
    const bad = await t.request({ method: 'PATCH', url: '/api/auth/ranking/celebrations/1', cookie: cookies.aluno, payload: { ids: [] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reset-ranking', () => {
  it('starts a new period: boards empty, lifetime, levels and rewards kept; editors only', async () => {
    await addLevel(t, { name: 'Bronze', neededScore: 10 });
    await posts(aluno, 2);
    const reset = (who: keyof typeof cookies, headers: Record<string, string> = { tenantid: '1' }) =>
      t.request({ method: 'POST', url: '/api/auth/community/reset-ranking', cookie: cookies[who], headers });
    expect((await reset('moderator')).statusCode).toBe(403);
    expect((await reset('aluno')).statusCode).toBe(403);
    expect((await reset('owner', { tenantid: '2' })).statusCode).toBe(403);
    const res = await reset('owner');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Pontuação geral zerada com sucesso.' });
    expect((await get('/api/auth/ranking/board/1', 'aluno')).json()).toMatchObject({ data: [], me: { rank: 1, score: 0 } });
    expect((await get('/api/auth/ranking/me/1', 'aluno')).json()).toMatchObject({ score: 20, level: { name: 'Bronze' } });
    await posts(aluno, 1, 1700);
    expect((await get('/api/auth/ranking/board/1', 'aluno')).json().me).toEqual({ rank: 1, score: 10 });
    const ledger = await t.ctx.db.execute(
      sql`select count(*)::int as n from gamification_ledger where tenant_id = 1 and user_id = ${aluno}`,
    );
    expect((ledger as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it('keeps another school untouched', async () => {
    const [boreal] = await t.ctx.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, 2));
    await setScoring(t, { scorePosts: 1 }, { tenantId: boreal!.id });
    await t.request({ method: 'POST', url: '/api/auth/community/reset-ranking', cookie: cookies.owner, headers: { tenantid: '1' } });
    const [settings] = await t.ctx.db.select().from(gamificationSettings).where(eq(gamificationSettings.tenantId, 2));
    expect(settings!.period).toBe(1);
  });
});

describe('no 500 for any input (the routes of this feature; the suite-wide fuzz walks them too)', () => {
  it('answers 4xx or 200 to odd ids, queries, headers and bodies', async () => {
    const statuses: number[] = [];
    for (const id of unknownIds.map(encodeURIComponent)) {
      for (const url of [
        `/api/auth/ranking/me/${id}`,
        `/api/auth/ranking/board/${id}`,
        `/api/auth/ranking/board/1?period=${id}`,
        `/api/auth/ranking/board/1?community_id=${id}`,
        `/api/auth/ranking/my-rewards/${id}`,
        `/api/auth/ranking/my-rewards/1/${id}/file`,
        `/api/auth/ranking/celebrations/${id}`,
        `/api/auth/ranking/gamification/recalculation/${id}`,
      ])
        statuses.push((await t.request({ url, cookie: cookies.owner })).statusCode);
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/auth/community/reset-ranking', cookie: cookies.aluno, headers: { tenantid: id } }))
          .statusCode,
      );
    }
    for (const payload of [{ ids: ['x'] }, { ids: [0] }, { ids: Array(51).fill(1) }, { nope: true }, 'texto', [1, 2]])
      statuses.push(
        (await t.request({ method: 'PATCH', url: '/api/auth/ranking/celebrations/1', cookie: cookies.aluno, payload: payload })).statusCode,
      );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});
