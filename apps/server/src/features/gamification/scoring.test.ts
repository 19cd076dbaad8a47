import { GAMIFICATION_ADMIN_MESSAGES as M } from '@trilha/shared/gamification/admin-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gamificationPerDay, gamificationPlans, gamificationSettings } from '../../db/schema/index';
import { BOREAL, type TestApp } from '../../test/harness';
import { adminFixture } from './ranking-admin-test-support';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let essencial: number;
let completo: number;
let borealProduct: number;

beforeAll(async () => {
  ({ t, owner, admin, moderator, student, borealAdmin, essencial, completo, borealProduct } = await adminFixture());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(gamificationSettings).where(eq(gamificationSettings.tenantId, 2));
  await t.ctx.db.delete(gamificationPerDay).where(eq(gamificationPerDay.tenantId, 2));
  await t.ctx.db.delete(gamificationPlans);
});

const SCORING = '/api/auth/ranking/gamification/platform';
const PLANS = '/api/auth/ranking/gamification-plans';
const platform = { login: 5, comment_class: 10, watch_class: 20, like_class: 2, finish_module: 50, finish_course: 200, finish_class: 15 };
const community = { score_posts: 10, score_comments: 5, score_replies: 5, score_likes: 1, custom_name: 'COIN' };
const body = (over: object = {}) => ({ tenant_id: 2, platform, community, ...over });
const setting = (enable: boolean, needed_interaction = 1, plus_user_score = 0) => ({ enable, needed_interaction, plus_user_score });
const perDay = (over: object = {}) => ({
  tenant_id: 2,
  community_settings: { post: setting(true, 3, 20), like: setting(false), reply: setting(false), comment: setting(false) },
  platform_settings: {
    like_class: setting(false),
    comment_class: setting(false),
    watch_class: setting(true, 2, 30),
    finish_class: setting(false),
    finish_module: setting(false),
    finish_course: setting(false),
  },
  ...over,
});
const read = (cookie = borealAdmin, tenant = 2, host = BOREAL) => t.request({ url: `${SCORING}/get-parameters/${tenant}`, cookie, host });
const save = (method: 'POST' | 'PUT', payload: object, cookie = borealAdmin, host = BOREAL) =>
  t.request({ method, url: `${SCORING}/${method === 'POST' ? 'create' : 'update'}-parameters`, payload, cookie, host });
const pointEvents = async () => (await t.ctx.events.recent(2, 'gamification.points.changed')).map((e) => e.payload.changed);

describe('Pontuação: get-parameters, create-parameters, update-parameters (spec 001 §4, §7, §8)', () => {
  it('a school without scoring reads zeros and custom_name null (create mode), with every per-day setting off', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.community.custom_name).toBeNull();
    expect(data.platform).toEqual({
      login: 0,
      comment_class: 0,
      watch_class: 0,
      like_class: 0,
      finish_module: 0,
      finish_course: 0,
      finish_class: 0,
    });
    expect(Object.keys(data.per_day.community_settings)).toEqual(['post', 'like', 'reply', 'comment']);
    expect(data.per_day.platform_settings.watch_class).toEqual(setting(false));
  });

  it("creates ('Pontuação criada com sucesso.'), then create is 409 and update saves ('Pontuação atualizada com sucesso.')", async () => {
    const res = await save('POST', body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.scoringCreated });
    expect((await read()).json()).toMatchObject({ platform, community });
    const again = await save('POST', body());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.scoringExists);
    const updated = await save('PUT', body({ platform: { ...platform, login: 7 }, community: { ...community, custom_name: 'PONTOS' } }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ message: M.scoringUpdated });
    expect((await read()).json()).toMatchObject({ platform: { login: 7 }, community: { custom_name: 'PONTOS' } });
  });

  it('publishes gamification.points.changed in the save (the recalculation starts after commit), only for real changes', async () => {
    const before = (await pointEvents()).length;
    await save('POST', body());
    await save('PUT', body({ community: { ...community, custom_name: 'XP' } }));
    await save('PUT', body({ platform: { ...platform, watch_class: 25 } }));
    const events = (await pointEvents()).slice(0, (await pointEvents()).length - before);
    expect(events).toEqual([['watchClass'], expect.arrayContaining(['login', 'scorePosts', 'scoreLikes'])]);
  });

  it('a saved change reaches the engine: the recalculation runs after commit and the owner sees it finished', async () => {
    await save('POST', body());
    await t.ctx.jobs.drain();
    const recalculation = () => t.request({ url: '/api/auth/ranking/gamification/recalculation/2', cookie: borealAdmin, host: BOREAL });
    const first = (await recalculation()).json().finished_at;
    expect(first).toEqual(expect.any(String));
    expect((await save('PUT', body({ community: { ...community, custom_name: 'XP' } }))).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    // A new name reprices nothing: no recalculation was asked for.
    expect((await recalculation()).json()).toMatchObject({ state: 'idle', finished_at: first });
  });

  it('a recalculation that fails its last attempt goes back to idle, so the next save asks again', async () => {
    const recalculation = () => t.request({ url: '/api/auth/ranking/gamification/recalculation/2', cookie: borealAdmin, host: BOREAL });
    await t.ctx.db.execute(sql`
      create function refuse_recalculation() returns trigger language plpgsql as $$
      begin
        if new.tenant_id = 2 and new.recalc_state = 'running' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(
      sql`create trigger refuse_recalculation before update on gamification_engine_state for each row execute function refuse_recalculation()`,
    );
    try {
      await save('POST', body());
      // The event's delivery queues the recalculation; then its last attempt, due now (the rate
      // limit may have set it a minute ahead).
      await t.ctx.jobs.drain();
      await t.ctx.db.execute(
        sql`update jobs set max_attempts = 1, run_at = now() where queue = 'gamification.recalculate' and status = 'pending'`,
      );
      await t.ctx.jobs.drain();
      expect((await recalculation()).json()).toMatchObject({ state: 'idle', done: 0 });
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_recalculation on gamification_engine_state`);
      await t.ctx.db.execute(sql`drop function refuse_recalculation()`);
    }
    await save('PUT', body({ platform: { ...platform, login: 6 } }));
    await t.ctx.jobs.drain();
    expect((await recalculation()).json()).toMatchObject({ state: 'queued' });
  });

  it("spec 001 §5: custom_name is required ('Obrigatório'); points are whole numbers 0 to 10000; nothing is saved", async () => {
    for (const [payload, message] of [
      [body({ community: { ...community, custom_name: '  ' } }), M.required],
      [body({ community: { ...community, custom_name: undefined } }), M.required],
      [body({ community: { ...community, custom_name: 'x'.repeat(33) } }), M.pointsNameTooLong],
      [body({ platform: { ...platform, login: -1 } }), M.pointsInvalid],
      [body({ platform: { ...platform, login: 10_001 } }), M.pointsInvalid],
      [body({ platform: { ...platform, login: 1.5 } }), M.pointsInvalid],
      [body({ community: { ...community, score_likes: '3' } }), M.pointsInvalid],
    ] as const) {
      const res = await save('POST', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await read()).json().community.custom_name).toBeNull();
  });

  it('editors of the school only: a student or moderator 403, another school 403, no session 401', async () => {
    expect((await read(student, 1, 'aurora.localhost')).statusCode).toBe(403);
    expect((await read(moderator, 1, 'aurora.localhost')).statusCode).toBe(403);
    expect((await read(admin, 2, 'aurora.localhost')).statusCode).toBe(403);
    expect((await t.request({ url: `${SCORING}/get-parameters/2`, host: BOREAL })).statusCode).toBe(401);
    expect((await save('PUT', body(), admin, 'aurora.localhost')).statusCode).toBe(403);
    expect((await save('PUT', body({ tenant_id: 1 }), student, 'aurora.localhost')).statusCode).toBe(403);
    expect((await read()).json().community.custom_name).toBeNull();
  });

  it("Aurora's seeded scoring reads back ('XP', its per-day bonuses)", async () => {
    const res = await read(owner, 1, 'aurora.localhost');
    expect(res.json()).toMatchObject({
      community: { custom_name: 'XP' },
      per_day: { community_settings: { post: setting(true, 3, 20) }, platform_settings: { watch_class: setting(true, 3, 30) } },
    });
  });
});

describe('Pontuação: create-per-day-parameters (spec 001 §3 per-day settings)', () => {
  const savePerDay = (payload: object, cookie = borealAdmin, host = BOREAL) =>
    t.request({ method: 'POST', url: `${SCORING}/create-per-day-parameters`, payload, cookie, host });

  it('saves all ten settings and reads them back; saving the same again publishes no change', async () => {
    const res = await savePerDay(perDay());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.scoringUpdated);
    const data = (await read()).json().per_day;
    expect(data.community_settings.post).toEqual(setting(true, 3, 20));
    expect(data.platform_settings.watch_class).toEqual(setting(true, 2, 30));
    expect(data.platform_settings.finish_course).toEqual(setting(false));
    const events = (await pointEvents()).length;
    await savePerDay(perDay());
    expect((await pointEvents()).length).toBe(events);
  });

  it('refuses a missing setting or needed_interaction outside 1 to 1000; nothing is saved', async () => {
    const bad = perDay();
    bad.community_settings.post = setting(true, 0, 20);
    expect((await savePerDay(bad)).json().error).toBe(M.neededInteractionInvalid);
    const missing = perDay({ platform_settings: { like_class: setting(false) } });
    expect((await savePerDay(missing)).statusCode).toBe(400);
    expect((await savePerDay(perDay(), student, 'aurora.localhost')).statusCode).toBe(403);
    expect((await read()).json().per_day.community_settings.post).toEqual(setting(false));
  });
});

describe('gamification plans (spec 001 §7: get, create, delete)', () => {
  const create = (payload: object, cookie = admin) => t.request({ method: 'POST', url: `${PLANS}/create`, payload, cookie });

  it("adds products (201, the school's plans after it), a repeat changes nothing, delete says 'Produto excluído das permissões'", async () => {
    const res = await create({ array_plans_id: [essencial, completo], tenant_id: 1 });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { id: number; plan_id: number; plan: { title: string } }[];
    expect(data.map((p) => p.plan.title)).toEqual(['Plano Essencial', 'Plano Completo']);
    expect((await create({ array_plans_id: [essencial], tenant_id: 1 })).json().data).toEqual(data);
    expect((await t.request({ url: `${PLANS}/get/1`, cookie: owner })).json().data).toEqual(data);
    const first = data[0]?.id ?? 0;
    const removed = await t.request({ method: 'DELETE', url: `${PLANS}/delete/${first}/1`, cookie: admin });
    expect(removed.json()).toEqual({ message: M.productRemoved });
    expect((await t.request({ method: 'DELETE', url: `${PLANS}/delete/${first}/1`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: `${PLANS}/get/1`, cookie: admin })).json().data).toHaveLength(1);
  });

  it("'Nenhum produto selecionado.'; another school's product 400; another school's plan 404; a student 403", async () => {
    const empty = await create({ array_plans_id: [], tenant_id: 1 });
    expect(empty.json().error).toBe(M.noProductSelected);
    const foreign = await create({ array_plans_id: [borealProduct], tenant_id: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(M.productUnknown);
    const ours = (await create({ array_plans_id: [essencial], tenant_id: 1 })).json().data[0].id as number;
    expect((await t.request({ method: 'DELETE', url: `${PLANS}/delete/${ours}/2`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `${PLANS}/delete/${ours}/1`, cookie: student })).statusCode).toBe(403);
    expect((await create({ array_plans_id: [completo], tenant_id: 1 }, student)).statusCode).toBe(403);
    expect((await t.request({ url: `${PLANS}/get/1`, cookie: moderator })).statusCode).toBe(403);
    expect((await t.request({ url: `${PLANS}/get/1`, cookie: admin })).json().data).toHaveLength(1);
  });
});
