import { LESSON_PAGE_MESSAGES as M, MARQUEE_FONTS } from '@trilha/shared/lesson-page/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marquees, products } from '../../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
/** Aurora's products in seed order: Essencial, Completo, Mentoria, Fundadores; then Boreal's first. */
let essencial: number;
let completo: number;
let mentoria: number;
let borealProduct: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
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
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(marquees);
});

const form = (over: object = {}) => ({ text: 'Olá, $nome_aluno!', product_id: essencial, tenant_id: 1, ...over });
const create = (payload: object, cookie = admin, host?: string) =>
  t.request({ method: 'POST', url: '/api/auth/marquee/create', payload, cookie, host });
const update = (id: number, payload: object, cookie = admin) =>
  t.request({ method: 'POST', url: `/api/auth/marquee/update/${id}`, payload, cookie });
const remove = (id: number, cookie = admin, host?: string) => t.request({ method: 'DELETE', url: `/api/auth/marquee/${id}`, cookie, host });
const list = (cookie = admin, tenant = 1) => t.request({ url: `/api/auth/marquee/${tenant}`, cookie });
const created = async (over: object = {}) => {
  const res = await create(form(over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};

describe('POST /api/auth/marquee/create (spec 001 §7 "Marquee")', () => {
  it('creates with the defaults of spec 001 §9 (speed 40, horizontal) and the product title; admin and owner alike', async () => {
    const res = await create(form());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: expect.any(Number),
        tenant_id: 1,
        text: 'Olá, $nome_aluno!',
        product_id: essencial,
        product_title: 'Plano Essencial',
        timer: 40,
        url: null,
        type: 'horizontal',
        font: 'Poppins',
        font_weight: 400,
        border_radius: 8,
        background_color: '#6C5CE7',
        text_color: '#FFFFFF',
      },
    });
    const byOwner = await create(form({ product_id: completo, timer: 150, url: 'https://aurora.example/live', font: 'Open Sans' }), owner);
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().data).toMatchObject({
      timer: 150,
      url: 'https://aurora.example/live',
      font: 'Open Sans',
      product_title: 'Plano Completo',
    });
  });

  it("refuses a second marquee for the same product with 409 'Já existe um letreiro definido para este produto.' (the unique key decides)", async () => {
    await created();
    const res = await create(form({ text: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.marqueeProductTaken });
    const english = await create(form({ text: 'Outro' }), `${admin}; lang=en`);
    expect(english.json()).toEqual({ error: 'A marquee is already set for this product.' });
    // Two at once: one wins, the other is the same 409, never a 500.
    const [a, b] = await Promise.all([create(form({ product_id: mentoria })), create(form({ product_id: mentoria }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await list()).json().data).toHaveLength(2);
  });

  it('refuses a product of another school, or none, with 400 and writes nothing', async () => {
    const res = await create(form({ product_id: borealProduct }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.marqueeProductUnknown);
    expect((await create(form({ product_id: 999_999 }))).statusCode).toBe(400);
    expect((await list()).json().data).toEqual([]);
  });

  it('says each field rule of spec 001 §5 and §9 in its words', async () => {
    const cases: [object, string][] = [
      [{ text: '   ' }, M.marqueeTextRequired],
      [{ text: undefined }, M.marqueeTextRequired],
      [{ text: 'x'.repeat(256) }, M.marqueeTextTooLong],
      [{ product_id: undefined }, M.marqueeProductRequired],
      [{ product_id: 'abc' }, M.marqueeProductRequired],
      [{ url: 'não é url' }, M.marqueeUrlInvalid],
      [{ url: 'ftp://aurora.example/a' }, M.marqueeUrlInvalid],
      [{ url: 'javascript:alert(1)' }, M.marqueeUrlInvalid],
      [{ timer: 9 }, M.marqueeTimerInvalid],
      [{ timer: 151 }, M.marqueeTimerInvalid],
      [{ timer: 40.5 }, M.marqueeTimerInvalid],
      [{ font: 'Comic Sans' }, M.marqueeFontInvalid],
      [{ font_weight: 700 }, M.marqueeWeightInvalid],
      [{ font_weight: 150 }, M.marqueeWeightInvalid],
      [{ border_radius: 1 }, M.marqueeRadiusInvalid],
      [{ border_radius: 65 }, M.marqueeRadiusInvalid],
      [{ background_color: 'red' }, M.marqueeColorInvalid],
      [{ type: 'vertical' }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await create(form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(res.json().error, JSON.stringify(over)).toBe(message);
    }
    expect((await list()).json().data).toEqual([]);
  });

  it('accepts the bounds: speed 10 and 150, every font, weights 100 to 600, radius 2 and 64, an empty url', async () => {
    const [font, ...rest] = MARQUEE_FONTS;
    const a = await created({ timer: 10, font, font_weight: 100, border_radius: 2, url: '' });
    expect(a).toMatchObject({ timer: 10, font: 'Aboreto', font_weight: 100, border_radius: 2, url: null });
    for (const [i, f] of rest.entries()) {
      const res = await update(a.id, form({ font: f, font_weight: [200, 300, 400, 500, 600][i % 5], border_radius: 64, timer: 150 }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ font: f, border_radius: 64, timer: 150 });
    }
  });

  it('is for editors of the school: students and moderators 403, another school 403, no session 401; nothing written', async () => {
    expect((await create(form(), student)).statusCode).toBe(403);
    expect((await create(form(), moderator)).statusCode).toBe(403);
    expect((await create(form({ tenant_id: 2 }))).statusCode).toBe(403);
    expect((await create(form({ tenant_id: 1, product_id: borealProduct }), borealAdmin, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/auth/marquee/create', payload: form() })).statusCode).toBe(401);
    expect((await list()).json().data).toEqual([]);
  });
});

describe('POST /api/auth/marquee/update/{id}', () => {
  it('changes text, look and product', async () => {
    const { id } = await created();
    const res = await update(id, form({ text: 'Novo texto', product_id: mentoria, text_color: '#000000' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      text: 'Novo texto',
      product_id: mentoria,
      product_title: 'Mentoria de Carreira',
      text_color: '#000000',
    });
  });

  it('spec 001 §4: moving it to a product that has a marquee is 409, and it keeps its product', async () => {
    const first = await created();
    const second = await created({ product_id: completo });
    const res = await update(second.id, form({ product_id: essencial }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.marqueeProductTaken });
    const rows = await t.ctx.db.select({ id: marquees.id, productId: marquees.productId }).from(marquees).where(eq(marquees.id, second.id));
    expect(rows).toEqual([{ id: second.id, productId: completo }]);
    // Keeping its own product is no conflict.
    expect((await update(first.id, form({ text: 'Mesmo produto' }))).statusCode).toBe(200);
  });

  it("another school's marquee is 404; a product of another school 400; students and moderators 403", async () => {
    const { id } = await created();
    const boreal = await t.request({
      method: 'POST',
      url: `/api/auth/marquee/update/${id}`,
      payload: form({ tenant_id: 2, product_id: borealProduct }),
      cookie: borealAdmin,
      host: BOREAL,
    });
    expect(boreal.statusCode).toBe(404);
    expect((await update(id, form({ product_id: borealProduct }))).statusCode).toBe(400);
    expect((await update(id, form(), student)).statusCode).toBe(403);
    expect((await update(id, form(), moderator)).statusCode).toBe(403);
    expect((await update(id, form({ tenant_id: 2 }))).statusCode).toBe(403);
    const [row] = await t.ctx.db
      .select({ text: marquees.text, productId: marquees.productId })
      .from(marquees)
      .where(and(eq(marquees.id, id)));
    expect(row).toEqual({ text: 'Olá, $nome_aluno!', productId: essencial });
  });
});

describe('GET /api/auth/marquee/{tenant} and DELETE /api/auth/marquee/{id}', () => {
  it("lists the school's marquees for editors only", async () => {
    await created();
    await created({ product_id: completo });
    for (const cookie of [admin, owner]) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { product_title: string }) => m.product_title)).toEqual(['Plano Essencial', 'Plano Completo']);
    }
    expect((await list(student)).statusCode).toBe(403);
    expect((await list(moderator)).statusCode).toBe(403);
    expect((await list(admin, 2)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/auth/marquee/1' })).statusCode).toBe(401);
    const boreal = await t.request({ url: '/api/auth/marquee/2', cookie: borealAdmin, host: BOREAL });
    expect(boreal.json()).toEqual({ data: [] });
  });

  it("deletes with 'Exclusão realizada.' (translated); another school's is 404; students 403", async () => {
    const { id } = await created();
    expect((await remove(id, student)).statusCode).toBe(403);
    expect((await remove(id, moderator)).statusCode).toBe(403);
    expect((await remove(id, borealAdmin, BOREAL)).statusCode).toBe(404);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Exclusão realizada.' });
    expect((await remove(id)).statusCode).toBe(404);
    const again = await created();
    expect((await remove(again.id, `${owner}; lang=es`)).json()).toEqual({ message: 'Eliminación realizada.' });
    expect((await list()).json().data).toEqual([]);
  });
});
