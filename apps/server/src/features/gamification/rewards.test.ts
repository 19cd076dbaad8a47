import { REWARD_MESSAGES as M, REWARD_TRANSLATIONS } from '@trilha/shared/gamification/reward-messages';
import { REWARD_EMBED_MAX } from '@trilha/shared/gamification/constants';
import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, jobs, rewardPermissions, rewards } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { PDF, png, rewardCalls, schoolIds, type Fields, type RewardCalls } from './rewards-test-support';

// Recompensa: spec 000 §3, §5, §7, §8; spec 001 §3, §5; CONTRACT "Rewards' multipart fields".

let t: TestApp;
let calls: RewardCalls;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let aurora: Awaited<ReturnType<typeof schoolIds>>;
let boreal: Awaited<ReturnType<typeof schoolIds>>;
let seeded: AdminReward[];
let seededKeys: string[];

beforeAll(async () => {
  t = await createTestApp();
  calls = rewardCalls(t);
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  [aurora, boreal] = await Promise.all([schoolIds(t, 1), schoolIds(t, 2)]);
  seeded = (await calls.list(owner)).json<{ data: AdminReward[] }>().data;
  seededKeys = (await t.ctx.db.select({ key: rewards.contentKey }).from(rewards)).flatMap((row) => (row.key ? [row.key] : []));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(rewards);
});

const scoreReward = (extra: Fields = {}): Fields => ({
  tenant_id: 1,
  name: 'Primeiros 100 pontos',
  reward_type: 'score',
  needed_score: 100,
  description: 'Parabéns pelos primeiros pontos!',
  plansSelected: [aurora.products[0]!, aurora.products[1]!],
  delivery_type: 'link',
  links: ['https://aurora.example/bonus'],
  song: 'fanfare',
  animation: 'gold_level_up',
  ...extra,
});

const created = async (fields: Fields = scoreReward(), parts: Parameters<RewardCalls['create']>[2] = []) => {
  const res = await calls.create(owner, fields, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: AdminReward }>().data;
};

const rewardCount = async () => (await t.ctx.db.select({ id: rewards.id }).from(rewards)).length;

describe('the rewards calls of spec 000 §7', () => {
  it('creates a score reward with its products (201, spec message) and lists it with them, oldest first', async () => {
    const res = await calls.create(owner, scoreReward());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.created,
      data: {
        tenant_id: 1,
        name: 'Primeiros 100 pontos',
        reward_type: 'score',
        needed_score: 100,
        quiz: null,
        lesson: null,
        description: 'Parabéns pelos primeiros pontos!',
        delivery_type: 'link',
        links: ['https://aurora.example/bonus'],
        content: null,
        img: null,
        embed: null,
        song: 'fanfare',
        animation: 'gold_level_up',
      },
    });
    const first = res.json<{ data: AdminReward }>().data;
    expect(first.plansSelected.map((p) => p.plan_id)).toEqual([aurora.products[0], aurora.products[1]]);
    expect(first.plansSelected[0]).toMatchObject({ reward_id: first.id, title: expect.any(String) as string });
    const second = await created(scoreReward({ name: 'Segunda', needed_score: 0 }));

    const list = await calls.list(admin);
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json<{ data: AdminReward[] }>().data;
    expect(data.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(data[1]).toMatchObject({ needed_score: 0, plansSelected: [{ plan_id: aurora.products[0] }, { plan_id: aurora.products[1] }] });
  });

  it('a quiz reward needs a quiz of the school, a lesson reward a lesson; the other criterion fields are dropped', async () => {
    const quiz = await created(scoreReward({ reward_type: 'quiz', quiz: aurora.quizzes[0]!, lesson: aurora.lessons[0]!, needed_score: 5 }));
    expect(quiz).toMatchObject({
      reward_type: 'quiz',
      quiz: { id: aurora.quizzes[0], name: expect.any(String) as string },
      lesson: null,
      needed_score: null,
    });
    const lesson = await created(scoreReward({ reward_type: 'lesson', lesson: aurora.lessons[0]!, needed_score: '' }));
    expect(lesson).toMatchObject({
      reward_type: 'lesson',
      lesson: { id: aurora.lessons[0], title: expect.any(String) as string },
      quiz: null,
    });
  });

  it('stores a badge (png re-encoded to a public picture) and an embed, and delivers a product', async () => {
    const badge = await created(scoreReward({ delivery_type: 'badge', links: [] }), [
      { field: 'img', body: await png(400), filename: 'selo.png' },
    ]);
    expect(badge.img).toMatch(/^\/files\/tenants\/1\/rewards\/[^/]+\.webp$/);
    const picture = await t.request({ url: badge.img! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const embed = await created(scoreReward({ delivery_type: 'embed', embed: '<iframe src="https://www.youtube.com/embed/x"></iframe>' }));
    expect(embed).toMatchObject({ delivery_type: 'embed', embed: '<iframe src="https://www.youtube.com/embed/x"></iframe>', links: [] });

    const product = await created(scoreReward({ delivery_type: 'product', deliverable_product: aurora.products[2]! }));
    expect(product.deliverable_product).toMatchObject({ id: aurora.products[2], title: expect.any(String) as string });
  });

  it('keeps the delivery file under the private area: never linked in a reply, never served at /files/', async () => {
    const res = await calls.create(owner, scoreReward({ delivery_type: 'file', links: [] }), [
      { field: 'content', body: PDF, filename: 'C:\\guias\\Guia\u202Efdp.exe.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const reward = res.json<{ data: AdminReward }>().data;
    expect(reward.content).toEqual({ name: 'Guiafdp.exe.pdf', type: 'application/pdf' });
    const [row] = await t.ctx.db.select({ key: rewards.contentKey }).from(rewards).where(eq(rewards.id, reward.id));
    expect(row?.key).toMatch(/^tenants\/1\/rewards\/private\/[\w-]+\.pdf$/);
    expect(res.body).not.toContain(row!.key!);
    expect(await t.ctx.storage.read(row!.key!)).toEqual(PDF);
    for (const who of [owner, student, '']) {
      const direct = await t.request({ url: `/files/${row!.key!}`, cookie: who });
      expect(direct.statusCode).toBe(404);
    }
  });

  it("lets the school's editors download the file (as an attachment, never cached), and nobody else", async () => {
    const reward = await created(scoreReward({ delivery_type: 'file', links: [] }), [
      { field: 'content', body: PDF, filename: 'guia de estudos.pdf' },
    ]);
    const url = `/api/auth/ranking/rewards/content/1/${reward.id}`;
    const res = await t.request({ url, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''guia%20de%20estudos.pdf",
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await t.request({ url, cookie: student })).statusCode).toBe(403);
    expect((await t.request({ url, cookie: moderator })).statusCode).toBe(403);
    expect((await t.request({ url })).statusCode).toBe(401);
    expect(
      (await t.request({ url: `/api/auth/ranking/rewards/content/2/${reward.id}`, cookie: borealAdmin, host: BOREAL })).statusCode,
    ).toBe(404);
    const linkReward = await created();
    expect((await t.request({ url: `/api/auth/ranking/rewards/content/1/${linkReward.id}`, cookie: owner })).statusCode).toBe(404);
  });

  it('updates the reward (spec message): a file left out stays, products stay as created, a dropped file goes after commit', async () => {
    const reward = await created(scoreReward({ delivery_type: 'file', links: [] }), [
      { field: 'content', body: PDF, filename: 'guia.pdf' },
    ]);
    const [before] = await t.ctx.db.select({ key: rewards.contentKey }).from(rewards).where(eq(rewards.id, reward.id));

    const kept = await calls.update(owner, {
      ...scoreReward({ delivery_type: 'file', links: [], name: 'Guia completo' }),
      id: reward.id,
      plansSelected: [aurora.products[2]!],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ message: M.updated, data: { name: 'Guia completo', content: { name: 'guia.pdf' } } });
    expect(kept.json<{ data: AdminReward }>().data.plansSelected.map((p) => p.plan_id)).toEqual([aurora.products[0], aurora.products[1]]);

    const switched = await calls.update(admin, { ...scoreReward({ reward_type: 'lesson', lesson: aurora.lessons[1]! }), id: reward.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ data: { delivery_type: 'link', content: null, reward_type: 'lesson', needed_score: null } });
    const fileRows = await t.ctx.db.select().from(files).where(eq(files.key, before!.key!));
    expect(fileRows).toEqual([]);
    const queued = await t.ctx.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, 'files.delete'));
    expect(queued.map((j) => j.payload)).toContainEqual({ key: before!.key });
  });

  it('deletes a reward with its products (spec message); a second delete is 404', async () => {
    const reward = await created();
    const res = await calls.remove(owner, reward.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await rewardCount()).toBe(0);
    expect(await t.ctx.db.select().from(rewardPermissions).where(eq(rewardPermissions.rewardId, reward.id))).toEqual([]);
    const again = await calls.remove(owner, reward.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: M.notFound });
  });

  it('permissions: the create replays harmlessly and adds new products; a delete never takes the last one', async () => {
    const reward = await created(scoreReward({ plansSelected: aurora.products[0]! }));
    const replay = await calls.addPermissions(owner, { reward_id: reward.id, array_plans_id: [aurora.products[0]!], tenant_id: 1 });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json<{ data: unknown[] }>().data).toHaveLength(1);

    const added = await calls.addPermissions(owner, {
      reward_id: reward.id,
      array_plans_id: [aurora.products[0]!, aurora.products[1]!, aurora.products[1]!],
      tenant_id: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const permissions = added.json<{ data: { permission_id: number; plan_id: number }[] }>().data;
    expect(permissions.map((p) => p.plan_id)).toEqual([aurora.products[0], aurora.products[1]]);

    const removed = await calls.removePermission(owner, permissions[0]!.permission_id);
    expect(removed.statusCode, removed.body).toBe(200);
    const last = await calls.removePermission(owner, permissions[1]!.permission_id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: M.lastProduct });

    const none = await calls.addPermissions(owner, { reward_id: reward.id, array_plans_id: [], tenant_id: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: M.plansRequired });
  });
});

describe('validation (spec 000 §5, spec 001 §5): a clear 400 with the spec message, nothing stored', () => {
  const cases: [string, () => Fields, string, string][] = [
    ['name missing', () => scoreReward({ name: '  ' }), M.required, 'body.name'],
    ['name over 150', () => scoreReward({ name: 'x'.repeat(151) }), M.nameTooLong, 'body.name'],
    ['description over 250', () => scoreReward({ description: 'x'.repeat(251) }), M.descriptionTooLong, 'body.description'],
    ['score below 0', () => scoreReward({ needed_score: -1 }), M.neededScoreInvalid, 'body.needed_score'],
    ['score missing', () => scoreReward({ needed_score: '' }), M.required, 'body.needed_score'],
    ['quiz missing', () => scoreReward({ reward_type: 'quiz' }), M.required, 'body.quiz'],
    ['lesson missing', () => scoreReward({ reward_type: 'lesson', lesson: '' }), M.required, 'body.lesson'],
    ['no products', () => ({ ...scoreReward(), plansSelected: [] }), M.plansRequired, 'body.plansSelected'],
    ['a link that is not a URL', () => scoreReward({ links: ['https://ok.example', 'não é link'] }), M.linkInvalid, 'body.links.1'],
    ['a javascript: link', () => scoreReward({ links: 'javascript:alert(1)' }), M.linkInvalid, 'body.links.0'],
    ['no link', () => scoreReward({ links: [] }), M.linksRequired, 'body.links'],
    [
      'too many links',
      () => scoreReward({ links: Array.from({ length: 21 }, (_, i) => `https://a.example/${i}`) }),
      M.linksTooMany,
      'body.links',
    ],
    ['an empty embed', () => scoreReward({ delivery_type: 'embed', embed: ' ' }), M.required, 'body.embed'],
    [
      'an embed too long',
      () => scoreReward({ delivery_type: 'embed', embed: 'x'.repeat(REWARD_EMBED_MAX + 1) }),
      M.embedTooLong,
      'body.embed',
    ],
    ['no product delivered', () => scoreReward({ delivery_type: 'product' }), M.required, 'body.deliverable_product'],
    ['an unknown animation', () => scoreReward({ animation: 'explosion' }), M.invalidChoice, 'body.animation'],
    ['a file delivery without its file', () => scoreReward({ delivery_type: 'file' }), M.required, 'content'],
    ['a badge delivery without its image', () => scoreReward({ delivery_type: 'badge' }), M.required, 'img'],
  ];
  it.each(cases)('%s', async (_name, fields, message, path) => {
    const res = await calls.create(owner, fields());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: message, issues: expect.arrayContaining([{ path, message }]) as unknown });
    expect(await rewardCount()).toBe(0);
  });

  it('a badge over 1 MB is 413 with the spec message; a badge or file of another type is 415', async () => {
    const storedFiles = async () => (await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.tenantId, 1))).length;
    const filesBefore = await storedFiles();
    const big = await png(700, true);
    expect(big.length).toBeGreaterThan(1_048_576);
    const tooBig = await calls.create(owner, scoreReward({ delivery_type: 'badge' }), [{ field: 'img', body: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: M.badgeTooLarge });

    const notImage = await calls.create(owner, scoreReward({ delivery_type: 'badge' }), [
      { field: 'img', body: PDF, filename: 'selo.png' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ error: M.badgeType });

    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const notAccepted = await calls.create(owner, scoreReward({ delivery_type: 'file' }), [
      { field: 'content', body: script, filename: 'guia.pdf' },
    ]);
    expect(notAccepted.statusCode).toBe(415);
    expect(notAccepted.json()).toMatchObject({ error: M.fileType });
    expect(await rewardCount()).toBe(0);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers in the lang cookie’s language, the JSON permissions call too (its schema speaks Portuguese)', async () => {
    const res = await calls.create(`${owner}; lang=en`, { ...scoreReward(), plansSelected: [] });
    expect(res.json()).toMatchObject({ error: 'The class/product that will score is required' });
    const reward = await created(scoreReward({ plansSelected: aurora.products[0]! }));
    const none = { reward_id: reward.id, array_plans_id: [], tenant_id: 1 };
    for (const lang of ['pt', 'en', 'es'] as const) {
      const refused = await calls.addPermissions(`${owner}; lang=${lang}`, none);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: REWARD_TRANSLATIONS.plansRequired[lang],
        issues: [{ path: 'body.array_plans_id', message: REWARD_TRANSLATIONS.plansRequired[lang] }],
      });
    }
  });

  it('a JSON body on a multipart call is 415, not a 500', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/ranking/rewards/create', cookie: owner, payload: { name: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('the demo (seed/gamification-rewards.ts)', () => {
  it('gives Aurora a badge, a file and a links reward, each for two products; the guide is private', async () => {
    expect(seeded.map((r) => [r.name, r.reward_type, r.delivery_type])).toEqual([
      ['Explorador da Aurora', 'score', 'badge'],
      ['Guia de estudos da revisão', 'quiz', 'file'],
      ['Primeira aula concluída', 'lesson', 'link'],
    ]);
    expect(seeded.every((r) => r.plansSelected.length === 2)).toBe(true);
    expect((await t.request({ url: seeded[0]!.img! })).statusCode).toBe(200);
    expect(seededKeys).toEqual([expect.stringMatching(/^tenants\/1\/rewards\/private\//) as string]);
    const pdf = await t.ctx.storage.read(seededKeys[0]!);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request({ url: `/files/${seededKeys[0]!}`, cookie: owner })).statusCode).toBe(404);
  });
});

describe('roles and schools', () => {
  it('only editors (admin, owner) of the school: moderator and student 403, no session 401', async () => {
    for (const cookie of [moderator, student]) {
      expect((await calls.list(cookie)).statusCode).toBe(403);
      expect((await calls.create(cookie, scoreReward())).statusCode).toBe(403);
    }
    expect((await calls.list('')).statusCode).toBe(401);
    expect((await calls.create('', scoreReward())).statusCode).toBe(401);
    expect(await rewardCount()).toBe(0);
  });

  it("another school's editor gets 403 for Aurora's id and 404 for Aurora's reward; Aurora's form cannot name Boreal's records", async () => {
    const reward = await created();
    expect((await calls.list(borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await calls.remove(borealAdmin, reward.id, 1, BOREAL)).statusCode).toBe(403);
    expect((await calls.remove(borealAdmin, reward.id, 2, BOREAL)).statusCode).toBe(404);
    const update = await calls.update(
      borealAdmin,
      { ...scoreReward({ tenant_id: 2, plansSelected: boreal.products[0]! }), id: reward.id },
      [],
      BOREAL,
    );
    expect(update.statusCode).toBe(404);
    const intoAurora = await calls.create(borealAdmin, scoreReward(), [], BOREAL);
    expect(intoAurora.statusCode).toBe(403);
    const borealList = await calls.list(borealAdmin, 2, BOREAL);
    expect(borealList.json()).toEqual({ data: [] });
    const permission = reward.plansSelected[0]!.permission_id;
    expect((await calls.removePermission(borealAdmin, permission, BOREAL)).statusCode).toBe(404);
    expect(
      (await calls.addPermissions(borealAdmin, { reward_id: reward.id, array_plans_id: [boreal.products[0]!], tenant_id: 2 }, BOREAL))
        .statusCode,
    ).toBe(404);

    const foreignProduct = await calls.create(owner, scoreReward({ plansSelected: boreal.products[0]! }));
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json()).toMatchObject({ error: M.productNotFound });
    const foreignLesson = await calls.create(owner, scoreReward({ reward_type: 'lesson', lesson: boreal.lessons[0]! }));
    expect(foreignLesson.json()).toMatchObject({ error: M.lessonNotFound });
    const foreignDelivery = await calls.create(owner, scoreReward({ delivery_type: 'product', deliverable_product: boreal.products[0]! }));
    expect(foreignDelivery.json()).toMatchObject({ error: M.productNotFound });
    expect(await rewardCount()).toBe(1);
  });
});
