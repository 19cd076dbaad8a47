import { GAMIFICATION_ADMIN_MESSAGES as M } from '@trilha/shared/gamification/admin-schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, levels } from '../../db/schema/index';
import { BOREAL, type TestApp } from '../../test/harness';
import { setScoring, userId } from '../../test/gamification';
import { scoreBatch } from './engine/award';
import { adminFixture } from './ranking-admin-test-support';
import { multipartWith, type FilePart } from '../../test/multipart';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let essencial: number;
let completo: number;
let borealProduct: number;
let png: Buffer;

beforeAll(async () => {
  ({ t, owner, admin, moderator, student, borealAdmin, essencial, completo, borealProduct } = await adminFixture());
  png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#FAB005' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(levels);
});

const BASE = '/api/auth/ranking/levels';
const fields = (over: Record<string, string | number> = {}) => ({
  tenant_id: 1,
  name: 'Explorador',
  needed_score: 200,
  color: '#7c3aed',
  show_level_on_profile: 1,
  show_score_on_profile: 0,
  animation: 'gold_level_up',
  ...over,
});
const create = (form: Record<string, string | number>, parts: FilePart[] = [], cookie = admin, host?: string) =>
  t.request({ method: 'POST', url: `${BASE}/create`, cookie, host, ...multipartWith(form, parts) });
const list = (cookie = admin, tenant = 1, host?: string) => t.request({ url: `${BASE}/get/${tenant}`, cookie, host });
const created = async (over: Record<string, string | number> = {}, parts: FilePart[] = []) => {
  const res = await create(fields(over), parts);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; data: { img: string | null } }>();
};
const update = (payload: object, cookie = admin) => t.request({ method: 'POST', url: `${BASE}/update`, payload, cookie });
const grant = (payload: object, cookie = admin) => t.request({ method: 'POST', url: `${BASE}/permissions/create`, payload, cookie });

describe('POST levels/create (spec 001 §7 "Levels": multipart) and GET levels/get/{tenant}', () => {
  it("creates with every field and answers 201 'Novo nível criado.' with the id; the list shows it, lowest needed score first", async () => {
    const res = await create(fields(), [{ field: 'img', body: png }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: M.levelCreated, id: expect.any(Number) });
    expect(body.data).toEqual({
      id: body.id,
      tenant_id: 1,
      name: 'Explorador',
      needed_score: 200,
      color: '#7C3AED',
      url_img: expect.stringMatching(/tenants\/1\/levels\/.+\.webp$/),
      img: body.data.url_img,
      show_level_on_profile: true,
      show_score_on_profile: false,
      animation: 'gold_level_up',
    });
    await created({ name: 'Iniciante', needed_score: 0 }, []);
    const listed = await list(owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((l: { name: string; img: string | null }) => [l.name, l.img === null])).toEqual([
      ['Iniciante', true],
      ['Explorador', false],
    ]);
  });

  it("spec 001 §5: the name is required ('Obrigatório') and 32 at most on create; nothing is created", async () => {
    for (const [over, message] of [
      [{ name: '   ' }, M.required],
      [{ name: 'x'.repeat(33) }, M.levelNameTooLong],
      [{ needed_score: -1 }, M.neededScoreInvalid],
      [{ needed_score: 'muito' }, M.neededScoreInvalid],
      [{ color: 'azul' }, M.colorInvalid],
      [{ animation: 'fireworks' }, M.animationInvalid],
    ] as const) {
      const res = await create(fields(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const noName = fields();
    delete (noName as Record<string, unknown>).name;
    expect((await create(noName)).json().error).toBe(M.required);
    expect((await list()).json().data).toEqual([]);
  });

  it('checks the image from its bytes: a text file named .png is 415, over 1 MB is 413 with the spec message', async () => {
    const fake = await create(fields(), [{ field: 'img', body: Buffer.from('not an image at all'), filename: 'x.png' }]);
    expect(fake.statusCode).toBe(415);
    const big = await create(fields(), [{ field: 'img', body: Buffer.alloc(1_048_577, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(M.imageTooLarge);
    expect((await list()).json().data).toEqual([]);
  });

  it('only editors of the school: a student or moderator is 403, no session 401, another school 403', async () => {
    expect((await create(fields(), [], student)).statusCode).toBe(403);
    expect((await create(fields(), [], moderator)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${BASE}/create`, ...multipartWith(fields()) })).statusCode).toBe(401);
    expect((await create(fields(), [], borealAdmin, BOREAL)).statusCode).toBe(403);
    expect((await list(student)).statusCode).toBe(403);
    expect((await list(borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await list()).json().data).toEqual([]);
  });
});

describe('POST levels/update (JSON) and DELETE levels/delete/{levelId}/{tenant}', () => {
  it("updates every field ('Nível atualizado com sucesso.'); the edit allows 150 characters; img kept or removed", async () => {
    const { id, data } = await created({}, [{ field: 'img', body: png }]);
    const payload = {
      tenant_id: 1,
      id,
      name: 'N'.repeat(150),
      needed_score: 500,
      color: '#000000',
      img: data.img,
      show_level_on_profile: false,
      show_score_on_profile: 1,
      animation: 'rocket',
    };
    const res = await update(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.levelUpdated, id, data: { name: 'N'.repeat(150), needed_score: 500, img: data.img } });
    expect(res.json().data).toMatchObject({ show_level_on_profile: false, show_score_on_profile: true, animation: 'rocket' });
    expect((await update({ ...payload, name: 'N'.repeat(151) })).json().error).toBe(M.levelNameEditTooLong);
    const elsewhere = await update({ ...payload, img: 'https://example.com/x.png' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(M.levelImageKept);
    const removed = await update({ ...payload, img: null });
    expect(removed.json().data.img).toBeNull();
    // The picture's files row goes with it (its bytes are deleted by the queued job).
    const key = data.img?.replace(/^.*?(tenants\/)/, 'tenants/') ?? '';
    expect(await t.ctx.db.select().from(files).where(eq(files.key, key))).toEqual([]);
  });

  it('re-levels the ranking at once: the kept board forgets its levels when one is created, edited or deleted', async () => {
    await setScoring(t, { scorePosts: 10 });
    await scoreBatch(t.ctx.db, 1, [
      { userId: await userId(t, 'aluno@aurora.test'), action: 'score_posts', objectId: 1, eventId: 1, at: new Date() },
    ]);
    const levelOnBoard = async () =>
      (await t.request({ url: '/api/auth/ranking/board/1', cookie: student })).json<{ data: { level: { name: string } | null }[] }>()
        .data[0]?.level?.name ?? null;
    expect(await levelOnBoard()).toBeNull();
    const { id } = await created({ needed_score: 5, name: 'Primeiro' });
    expect(await levelOnBoard()).toBe('Primeiro');
    const payload = {
      tenant_id: 1,
      id,
      name: 'Primeiro',
      needed_score: 999_999,
      color: '#000000',
      img: null,
      show_level_on_profile: true,
      show_score_on_profile: true,
      animation: 'rocket',
    };
    expect((await update(payload)).statusCode).toBe(200);
    expect(await levelOnBoard()).toBeNull();
    expect((await update({ ...payload, needed_score: 10 })).statusCode).toBe(200);
    expect(await levelOnBoard()).toBe('Primeiro');
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/${id}/1`, cookie: admin })).statusCode).toBe(200);
    expect(await levelOnBoard()).toBeNull();
  });

  it('replaces the picture through levels/image (path chosen by Trilha)', async () => {
    const { id } = await created();
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/image/1/${id}`,
      cookie: admin,
      ...multipartWith({}, [{ field: 'img', body: png }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.img).toMatch(/\.webp$/);
    const none = await t.request({ method: 'POST', url: `${BASE}/image/1/${id}`, cookie: admin, ...multipartWith({ a: 'b' }) });
    expect(none.statusCode).toBe(400);
  });

  it("another school's level is 404 and stays; a student is 403", async () => {
    const { id } = await created();
    const boreal = {
      tenant_id: 2,
      id,
      name: 'X',
      needed_score: 1,
      color: '#000000',
      show_level_on_profile: 1,
      show_score_on_profile: 1,
      animation: 'none',
    };
    const res = await t.request({ method: 'POST', url: `${BASE}/update`, payload: boreal, cookie: borealAdmin, host: BOREAL });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/${id}/2`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/${id}/1`, cookie: student })).statusCode).toBe(403);
    expect((await update({ ...boreal, tenant_id: 1 }, student)).statusCode).toBe(403);
    expect((await list()).json().data).toHaveLength(1);
  });

  it('deletes with a message, and its products go with it; a second delete is 404', async () => {
    const { id } = await created();
    expect((await grant({ level_id: id, array_plans_id: [essencial], tenant_id: 1 })).statusCode).toBe(201);
    const res = await t.request({ method: 'DELETE', url: `${BASE}/delete/${id}/1`, cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.levelDeleted });
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/${id}/1`, cookie: owner })).statusCode).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(levels)
        .where(and(eq(levels.tenantId, 1), eq(levels.id, id))),
    ).toEqual([]);
  });
});

describe('level permissions (spec 001 §7: create, get-by-level, delete)', () => {
  it('gives a level products (201, ids), lists them with plan.title, a repeat changes nothing, and deletes one', async () => {
    const { id } = await created();
    const res = await grant({ level_id: id, array_plans_id: [essencial, completo, essencial], tenant_id: 1 });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { id: number; plan_id: number; plan: { title: string } }[];
    expect(data.map((p) => [p.plan_id, p.plan.title])).toEqual([
      [essencial, 'Plano Essencial'],
      [completo, 'Plano Completo'],
    ]);
    expect((await grant({ level_id: id, array_plans_id: [completo], tenant_id: 1 })).json().data).toHaveLength(1);
    const byLevel = await t.request({ url: `${BASE}/permissions/get-by-level/1/${id}`, cookie: admin });
    expect(byLevel.json().data).toEqual(data);
    const first = data[0]?.id ?? 0;
    const removed = await t.request({ method: 'DELETE', url: `${BASE}/permissions/delete/${first}`, cookie: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(M.permissionRemoved);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/permissions/delete/${first}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: `${BASE}/permissions/get-by-level/1/${id}`, cookie: admin })).json().data).toHaveLength(1);
  });

  it("spec 001 §5 'Nenhum produto selecionado.'; another school's product is 400, another school's level 404", async () => {
    const { id } = await created();
    const none = await grant({ level_id: id, array_plans_id: [], tenant_id: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(M.noProductSelected);
    const foreign = await grant({ level_id: id, array_plans_id: [borealProduct], tenant_id: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(M.productUnknown);
    expect((await grant({ level_id: id, array_plans_id: [essencial], tenant_id: 2 })).statusCode).toBe(403);
    const borealLevel = await t.request({
      method: 'POST',
      url: `${BASE}/permissions/create`,
      payload: { level_id: id, array_plans_id: [borealProduct], tenant_id: 2 },
      cookie: borealAdmin,
      host: BOREAL,
    });
    expect(borealLevel.statusCode).toBe(404);
    expect((await t.request({ url: `${BASE}/permissions/get-by-level/2/${id}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    expect((await t.request({ url: `${BASE}/permissions/get-by-level/1/${id}`, cookie: student })).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/permissions/get-by-level/1/${id}`, cookie: admin })).json().data).toEqual([]);
  });
});
