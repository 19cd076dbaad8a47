import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { ACCESS_PRODUCTS_LIMIT, courseAccessPath } from '@trilha/shared/catalog/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCourses, products } from '../../db/schema/index';
import { productIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';

let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  [aluno, admin] = await Promise.all([t.login('aluno@aurora.test'), t.login('admin@aurora.test')]);
});
afterAll(() => t.close());

const access = (courseId: number | string, cookie?: string, host?: string) =>
  t.request({ url: `/api/catalog/courses/${courseId}/access`, cookie, host });

describe('GET /api/catalog/courses/{courseId}/access (docs/catalog.md "Locked content")', () => {
  it("names the plans on sale that open a locked course (not the inactive one) and the school's sales link", async () => {
    const financas = ids.course('Finanças Pessoais na Prática');
    expect(courseAccessPath(financas)).toBe(`/api/catalog/courses/${financas}/access`);
    await t.request({
      method: 'POST',
      url: CAROUSEL_PATHS.salesUrl,
      cookie: admin,
      payload: { tenant_id: 1, sales_url: 'https://escola-aurora.com.br/planos' },
    });
    const res = await access(financas, aluno);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        course_id: financas,
        course_title: 'Finanças Pessoais na Prática',
        locked: true,
        // "Turma Fundadores 2023" opens it too, but is no longer on sale.
        products: [{ id: expect.any(Number), title: 'Plano Completo', sales_url: null }],
        sales_url: 'https://escola-aurora.com.br/planos',
      },
    });
    await t.request({ method: 'POST', url: CAROUSEL_PATHS.salesUrl, cookie: admin, payload: { tenant_id: 1, sales_url: '' } });
    expect((await access(financas, aluno)).json().data.sales_url).toBeNull();
  });

  it("offers each plan's own sales link, and the first one's when the school has none", async () => {
    const financas = ids.course('Finanças Pessoais na Prática');
    const completo = await productIdOf(t.ctx.db, 'Plano Completo');
    const link = 'https://pay.example.com/completo';
    await t.ctx.db
      .update(products)
      .set({ salesUrl: link })
      .where(and(eq(products.tenantId, 1), eq(products.id, completo)));
    try {
      const offer = (await access(financas, aluno)).json().data;
      expect(offer.products).toEqual([{ id: completo, title: 'Plano Completo', sales_url: link }]);
      expect(offer.sales_url).toBe(link);
      await t.request({
        method: 'POST',
        url: CAROUSEL_PATHS.salesUrl,
        cookie: admin,
        payload: { tenant_id: 1, sales_url: 'https://escola-aurora.com.br/planos' },
      });
      expect((await access(financas, aluno)).json().data.sales_url).toBe('https://escola-aurora.com.br/planos');
    } finally {
      await t.ctx.db
        .update(products)
        .set({ salesUrl: null })
        .where(and(eq(products.tenantId, 1), eq(products.id, completo)));
      await t.request({ method: 'POST', url: CAROUSEL_PATHS.salesUrl, cookie: admin, payload: { tenant_id: 1, sales_url: '' } });
    }
  });

  it('lists every plan in title order, at most ten', async () => {
    const ingles = ids.course('Inglês para Viagens');
    expect((await access(ingles, aluno)).json().data.products.map((p: { title: string }) => p.title)).toEqual([
      'Mentoria de Carreira',
      'Plano Completo',
    ]);
    const added = await t.ctx.db
      .insert(products)
      .values(Array.from({ length: 12 }, (_, i) => ({ tenantId: 1, title: `Plano Extra ${String(i).padStart(2, '0')}` })))
      .returning({ id: products.id });
    await t.ctx.db.insert(productCourses).values(added.map((p) => ({ tenantId: 1, productId: p.id, courseId: ingles })));
    expect((await access(ingles, aluno)).json().data.products).toHaveLength(ACCESS_PRODUCTS_LIMIT);
    for (const p of added) await t.ctx.db.delete(products).where(and(eq(products.tenantId, 1), eq(products.id, p.id)));
  });

  it('says unlocked for a course the member holds, and for staff', async () => {
    const foto = ids.course('Fotografia com o Celular');
    expect((await access(foto, aluno)).json().data.locked).toBe(false);
    expect((await access(ids.course('Finanças Pessoais na Prática'), admin)).json().data.locked).toBe(false);
  });

  it("answers 401 without a session, 404 for another school's course or none, 400 for a bad id", async () => {
    const foto = ids.course('Fotografia com o Celular');
    expect((await access(foto)).statusCode).toBe(401);
    const borealAdmin = await t.login('admin@boreal.test');
    expect((await access(foto, borealAdmin, BOREAL)).statusCode).toBe(404);
    expect((await access(2_000_000_000, aluno)).statusCode).toBe(404);
    expect((await access('abc', aluno)).statusCode).toBe(400);
  });
});
