import { LESSON_PAGE_MESSAGES as M, LIVES_LIST_LIMIT } from '@trilha/shared/lesson-page/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveProducts, lives, products } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let aluno: string;
let borealAdmin: string;
let [essencial, completo, mentoria, borealProduct] = [0, 0, 0, 0];
/** The staff list as seeded, read before any test deletes lives. */
let seededList: { title: string; on_air: boolean; starts_at: string }[];

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const STREAM = 'https://www.youtube.com/embed/abc123';

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, moderator, aluno, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  const ids = async (tenantId: number) =>
    (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.id))).map(
      (p) => p.id,
    );
  [essencial = 0, completo = 0, mentoria = 0] = await ids(1);
  [borealProduct = 0] = await ids(2);
  seededList = (await t.request({ url: '/api/auth/lives/1', cookie: admin })).json().data;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(lives);
});

const form = (over: object = {}) => ({ title: 'Live de quinta', stream_url: STREAM, starts_at: at(HOUR), ends_at: at(2 * HOUR), ...over });
const create = (payload: object, cookie = admin, tenant = 1, host?: string) =>
  t.request({ method: 'POST', url: `/api/auth/lives/${tenant}`, payload, cookie, host });
const update = (id: number, payload: object, cookie = admin, tenant = 1, host?: string) =>
  t.request({ method: 'PUT', url: `/api/auth/lives/${tenant}/${id}`, payload, cookie, host });
const remove = (id: number, cookie = admin, tenant = 1, host?: string) =>
  t.request({ method: 'DELETE', url: `/api/auth/lives/${tenant}/${id}`, cookie, host });
const list = (cookie = admin, tenant = 1) => t.request({ url: `/api/auth/lives/${tenant}`, cookie });
const titles = async () => (await list()).json().data.map((l: { title: string }) => l.title);
const liveCount = async () => (await t.ctx.db.select({ id: lives.id }).from(lives)).length;

describe('the seed', () => {
  it('gives Aurora one upcoming live (two days on) and one past live, upcoming first', () => {
    expect(seededList.map((l) => [l.title, l.on_air])).toEqual([
      ['Aula ao vivo: tire suas dúvidas de portfólio', false],
      ['Live de boas-vindas do Plano Completo', false],
    ]);
    expect(Date.parse(seededList[0]!.starts_at)).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect(Date.parse(seededList[1]!.starts_at)).toBeLessThan(Date.now());
  });
});

describe('POST /api/auth/lives/{tenant} (path chosen by Trilha)', () => {
  it('schedules a live with its products (admin and owner); 201 with the live', async () => {
    const res = await create(form({ product_ids: [mentoria, completo, mentoria] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: expect.any(Number),
        title: 'Live de quinta',
        stream_url: STREAM,
        starts_at: expect.any(String),
        ends_at: expect.any(String),
        on_air: false,
        products: [
          { id: completo, title: 'Plano Completo' },
          { id: mentoria, title: 'Mentoria de Carreira' },
        ],
      },
    });
    const byOwner = await create(form({ title: 'Agora', starts_at: at(-HOUR), ends_at: at(HOUR) }), owner);
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().data).toMatchObject({ on_air: true, products: [] });
  });

  it('says what is wrong: title, an accepted https embed address, end after start, at most 12 hours', async () => {
    const cases: [object, string][] = [
      [{ title: '  ' }, M.liveTitleRequired],
      [{ title: 'x'.repeat(151) }, M.liveTitleTooLong],
      [{ stream_url: 'http://www.youtube.com/embed/abc' }, M.liveUrlInvalid],
      [{ stream_url: 'https://evil.example/embed' }, M.liveUrlInvalid],
      [{ stream_url: 'javascript:alert(1)' }, M.liveUrlInvalid],
      [{ starts_at: 'amanhã' }, M.liveTimesInvalid],
      [{ starts_at: at(2 * HOUR), ends_at: at(HOUR) }, M.liveTimesInvalid],
      [{ starts_at: at(HOUR), ends_at: at(HOUR) }, M.liveTimesInvalid],
      [{ starts_at: at(HOUR), ends_at: at(14 * HOUR) }, M.liveTooLong],
      [{ product_ids: [0] }, ''],
      [{ product_ids: 'todos' }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await create(form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(res.json().error, JSON.stringify(over)).toBe(message);
    }
    expect(await liveCount()).toBe(0);
  });

  it('refuses a product of another school with 400 and writes neither the live nor its products', async () => {
    const res = await create(form({ product_ids: [essencial, borealProduct] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.marqueeProductUnknown);
    expect(await liveCount()).toBe(0);
    expect(await t.ctx.db.select().from(liveProducts)).toEqual([]);
  });

  it('is for editors of the school: moderators and students 403, another school 403, no session 401', async () => {
    expect((await create(form(), moderator)).statusCode).toBe(403);
    expect((await create(form(), aluno)).statusCode).toBe(403);
    expect((await create(form(), admin, 2)).statusCode).toBe(403);
    expect((await create(form(), borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/auth/lives/1', payload: form() })).statusCode).toBe(401);
    expect(await liveCount()).toBe(0);
  });
});

describe('GET /api/auth/lives/{tenant} (path chosen by Trilha)', () => {
  it('lists on air and upcoming by start, then the most recent past ones; staff (moderators too) only', async () => {
    await create(form({ title: 'Futura distante', starts_at: at(48 * HOUR), ends_at: at(49 * HOUR) }));
    await create(form({ title: 'Passada antiga', starts_at: at(-72 * HOUR), ends_at: at(-71 * HOUR) }));
    await create(form({ title: 'No ar', starts_at: at(-HOUR), ends_at: at(HOUR) }));
    await create(form({ title: 'Passada recente', starts_at: at(-3 * HOUR), ends_at: at(-2 * HOUR) }));
    await create(form({ title: 'Futura próxima', starts_at: at(2 * HOUR), ends_at: at(3 * HOUR) }));
    expect(await titles()).toEqual(['No ar', 'Futura próxima', 'Futura distante', 'Passada recente', 'Passada antiga']);
    const forModerator = await list(moderator);
    expect(forModerator.statusCode).toBe(200);
    expect(forModerator.json().data.map((l: { on_air: boolean }) => l.on_air)).toEqual([true, false, false, false, false]);
    expect((await list(aluno)).statusCode).toBe(403);
    expect((await list(admin, 2)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/auth/lives/2', cookie: borealAdmin, host: BOREAL })).json()).toEqual({ data: [] });
  });

  it(`is bounded: at most ${LIVES_LIST_LIMIT}, the upcoming ones kept first`, async () => {
    const rows = Array.from({ length: LIVES_LIST_LIMIT + 10 }, (_, i) => ({
      tenantId: 1,
      title: `${i % 2 ? 'Passada' : 'Futura'} ${i}`,
      streamUrl: STREAM,
      startsAt: new Date(Date.now() + (i % 2 ? -1 : 1) * (i + 2) * HOUR),
      endsAt: new Date(Date.now() + (i % 2 ? -1 : 1) * (i + 2) * HOUR + HOUR / 2),
    }));
    await t.ctx.db.insert(lives).values(rows);
    const data = (await list()).json().data as { title: string }[];
    expect(data).toHaveLength(LIVES_LIST_LIMIT);
    expect(data.slice(0, 30).every((l) => l.title.startsWith('Futura'))).toBe(true);
    expect(data[30]?.title).toBe('Passada 1');
  });
});

describe('PUT and DELETE /api/auth/lives/{tenant}/{liveId} (paths chosen by Trilha)', () => {
  it('changes the live and replaces its products in one transaction', async () => {
    const { id } = (await create(form({ product_ids: [essencial] }))).json().data;
    const res = await update(id, form({ title: 'Remarcada', product_ids: [mentoria] }), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, title: 'Remarcada', products: [{ id: mentoria, title: 'Mentoria de Carreira' }] });
    // A product of another school: 400, and the live keeps its title and products.
    const bad = await update(id, form({ title: 'Errada', product_ids: [borealProduct] }));
    expect(bad.statusCode).toBe(400);
    const [kept] = (await list()).json().data;
    expect(kept).toMatchObject({ title: 'Remarcada', products: [{ id: mentoria }] });
    // No products: the whole school.
    expect((await update(id, form({ product_ids: [] }))).json().data.products).toEqual([]);
  });

  it("another school's live is 404; moderators and students 403; bad times 400", async () => {
    const { id } = (await create(form())).json().data;
    expect((await update(id, form(), borealAdmin, 2, BOREAL)).statusCode).toBe(404);
    expect((await update(id, form(), moderator)).statusCode).toBe(403);
    expect((await update(id, form(), aluno)).statusCode).toBe(403);
    expect((await update(id, form(), admin, 2)).statusCode).toBe(403);
    expect((await update(id, form({ ends_at: at(0) }))).statusCode).toBe(400);
    expect((await update(2_000_000_000, form())).statusCode).toBe(404);
    expect(await titles()).toEqual(['Live de quinta']);
  });

  it("deletes with its products ('Exclusão realizada.'); another school's is 404", async () => {
    const { id } = (await create(form({ product_ids: [essencial] }))).json().data;
    expect((await remove(id, borealAdmin, 2, BOREAL)).statusCode).toBe(404);
    expect((await remove(id, moderator)).statusCode).toBe(403);
    expect((await remove(id, aluno)).statusCode).toBe(403);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Exclusão realizada.' });
    expect((await remove(id)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(liveProducts)).toEqual([]);
  });
});
