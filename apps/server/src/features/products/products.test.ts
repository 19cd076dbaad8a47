import { PRODUCT_TRANSLATIONS } from '@trilha/shared/products/messages';
import { productPaths } from '@trilha/shared/products/paths';
import { PRODUCTS_MAX } from '@trilha/shared/products/constants';
import { adminProductReply, adminProductsReply, type AdminProduct } from '@trilha/shared/products/schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { communities, courses, enrollments, productCourses, products, rewards } from '../../db/schema/index';
import { buildCommunity, enroll, productIdOf, signInRoles, userIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string, borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student, borealAdmin } = await signInRoles(t));
});
afterAll(() => t.close());
/** Each test's products are named "Produto teste …" and its communities "Teste …"; the seed's stay as they are. */
afterEach(async () => {
  const made = await t.ctx.db.select({ id: products.id }).from(products).where(like(products.title, 'Produto teste%'));
  for (const { id } of made) {
    await t.ctx.db.delete(rewards).where(eq(rewards.deliverableProductId, id));
    await t.ctx.db.delete(enrollments).where(eq(enrollments.productId, id));
  }
  await t.ctx.db.delete(products).where(like(products.title, 'Produto teste%'));
  await t.ctx.db.delete(communities).where(like(communities.title, 'Teste %'));
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin, host?: string) =>
  t.request({ method, url, payload, cookie, host });

async function create(body: object = {}, cookie = admin): Promise<AdminProduct> {
  const res = await call('POST', productPaths.products(), { title: 'Produto teste', ...body }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return adminProductReply.parse(res.json()).data;
}
const list = async (cookie = admin, host?: string) =>
  adminProductsReply.parse((await call('GET', productPaths.products(), undefined, cookie, host)).json()).data;
const courseIdOf = async (title: string) => {
  const [row] = await t.ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, 1), eq(courses.title, title)));
  if (!row) throw new Error(`no course ${title}`);
  return row.id;
};
/** The titles of the courses aluno's shelf shows. */
const shelf = async () =>
  ((await call('GET', '/api/catalog/courses', undefined, student)).json().data as { title: string; locked?: boolean }[]).map(
    (c) => c.title,
  );

describe('who may edit products (CONTRACT "Products, students and access")', () => {
  it('owner and admin list and create; moderators and students get 403, visitors 401, and nothing changes', async () => {
    for (const cookie of [owner, admin]) expect((await call('GET', productPaths.products(), undefined, cookie)).statusCode).toBe(200);
    for (const cookie of [moderator, student]) {
      expect((await call('GET', productPaths.products(), undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', productPaths.products(), { title: 'Produto teste x' }, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ url: productPaths.products() })).statusCode).toBe(401);
    expect((await list()).some((p) => p.title === 'Produto teste x')).toBe(false);
  });

  it("another school's product is 404 to edit or delete, and changes nothing", async () => {
    const mine = await create();
    for (const res of [
      await call('PATCH', productPaths.product({ id: mine.id }), { title: 'Produto teste de fora' }, borealAdmin, BOREAL),
      await call('DELETE', productPaths.product({ id: mine.id }), undefined, borealAdmin, BOREAL),
    ])
      expect(res.statusCode).toBe(404);
    expect((await list()).find((p) => p.id === mine.id)?.title).toBe('Produto teste');
    // Boreal's list does not show Aurora's products.
    expect((await list(borealAdmin, BOREAL)).some((p) => p.id === mine.id)).toBe(false);
  });
});

describe('the product list', () => {
  it('shows each seeded product with its courses and how many hold it now (an expired enrolment does not count)', async () => {
    const seeded = await list();
    const essencial = seeded.find((p) => p.title === 'Plano Essencial');
    expect(essencial).toMatchObject({ status: 'active', access_days: null, sales_url: null });
    const links = await t.ctx.db
      .select({ id: productCourses.courseId })
      .from(productCourses)
      .where(eq(productCourses.productId, essencial!.id));
    expect(essencial?.course_ids).toEqual(links.map((l) => l.id).sort((a, b) => a - b));
    expect(essencial?.course_ids).toContain(await courseIdOf('Fotografia com o Celular'));
    const product = await create();
    const aluno = await userIdOf(t.ctx.db, 'aluno@aurora.test', 1);
    const aluna = await userIdOf(t.ctx.db, 'aluna@aurora.test', 1);
    await enroll(t.ctx.db, aluno, product.id);
    await t.ctx.db
      .insert(enrollments)
      .values({ tenantId: 1, userId: aluna, productId: product.id, expiresAt: new Date(Date.now() - 60_000) });
    expect((await list()).find((p) => p.id === product.id)?.students_count).toBe(1);
  });
});

describe('creating and editing a product', () => {
  it('creates with defaults (active, opens nothing, for life), then edits every field', async () => {
    const product = await create();
    expect(product).toMatchObject({
      status: 'active',
      course_ids: [],
      community_ids: [],
      access_days: null,
      sales_url: null,
      students_count: 0,
    });
    const course = await courseIdOf('Fotografia com o Celular');
    const community = await buildCommunity(t.ctx.db);
    const res = await call('PATCH', productPaths.product({ id: product.id }), {
      title: 'Produto teste anual',
      status: 'inactive',
      course_ids: [course, course],
      community_ids: [community.id],
      access_days: 365,
      sales_url: 'https://pay.example.com/anual',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminProductReply.parse(res.json()).data).toMatchObject({
      title: 'Produto teste anual',
      status: 'inactive',
      course_ids: [course],
      community_ids: [community.id],
      access_days: 365,
      sales_url: 'https://pay.example.com/anual',
    });
    // Null and empty take the access back to life and the link away.
    const cleared = await call('PATCH', productPaths.product({ id: product.id }), { access_days: null, sales_url: '' });
    expect(cleared.json().data).toMatchObject({ access_days: null, sales_url: null, course_ids: [course] });
  });

  it('answers bad input with 400 and the field, and changes nothing', async () => {
    const product = await create();
    const borealCourse = (await t.ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.tenantId, 2)).limit(1))[0]!.id;
    const cases: [object, string, string][] = [
      [{ title: '  ' }, 'title', PRODUCT_TRANSLATIONS.titleRequired.pt],
      [{ title: 'x'.repeat(192) }, 'title', PRODUCT_TRANSLATIONS.titleTooLong.pt],
      [{ status: 'paused' }, 'status', PRODUCT_TRANSLATIONS.statusInvalid.pt],
      [{ access_days: 0 }, 'access_days', PRODUCT_TRANSLATIONS.accessDaysInvalid.pt],
      [{ access_days: 36_501 }, 'access_days', PRODUCT_TRANSLATIONS.accessDaysInvalid.pt],
      [{ access_days: 1.5 }, 'access_days', PRODUCT_TRANSLATIONS.accessDaysInvalid.pt],
      [{ sales_url: 'javascript:alert(1)' }, 'sales_url', PRODUCT_TRANSLATIONS.salesUrlInvalid.pt],
      [{ course_ids: [borealCourse] }, 'course_ids', PRODUCT_TRANSLATIONS.courseUnknown.pt],
      [{ community_ids: [999_999] }, 'community_ids', PRODUCT_TRANSLATIONS.communityUnknown.pt],
      [{}, '', PRODUCT_TRANSLATIONS.nothingToChange.pt],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('PATCH', productPaths.product({ id: product.id }), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issues = res.json().issues as { path: string; message: string }[];
      expect(issues, JSON.stringify(body)).toContainEqual({ path: path ? `body.${path}` : 'body', message });
    }
    expect((await list()).find((p) => p.id === product.id)).toEqual(product);
    expect((await call('PATCH', productPaths.product({ id: 999_999 }), { title: 'Produto teste' })).statusCode).toBe(404);
  });

  it('answers in English with the lang cookie', async () => {
    const res = await t.request({
      method: 'POST',
      url: productPaths.products(),
      payload: { title: '' },
      cookie: `${admin}; lang=en`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PRODUCT_TRANSLATIONS.titleRequired.en);
  });

  it(`refuses a product past the school’s ${PRODUCTS_MAX} with 409`, async () => {
    const have = (await list()).length;
    await t.ctx.db
      .insert(products)
      .values(Array.from({ length: PRODUCTS_MAX - have }, (_, i) => ({ tenantId: 1, title: `Produto teste ${i}` })));
    const res = await call('POST', productPaths.products(), { title: 'Produto teste demais' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRODUCT_TRANSLATIONS.productsFull.pt);
  });
});

describe('what a product opens, for the students who hold it', () => {
  it('a course added to a held product opens at once, and closes at once when taken out', async () => {
    const course = 'Finanças Pessoais na Prática';
    const before = await shelf();
    const product = await create();
    await enroll(t.ctx.db, await userIdOf(t.ctx.db, 'aluno@aurora.test', 1), product.id);
    await t.heard();
    const locked = async () =>
      ((await call('GET', '/api/catalog/courses', undefined, student)).json().data as { title: string; locked: boolean }[]).find(
        (c) => c.title === course,
      )?.locked;
    const wasLocked = await locked();
    await call('PATCH', productPaths.product({ id: product.id }), { course_ids: [await courseIdOf(course)] });
    expect(await locked()).toBe(false);
    await call('PATCH', productPaths.product({ id: product.id }), { course_ids: [] });
    expect(await locked()).toBe(wasLocked);
    expect(await shelf()).toEqual(before);
  });

  it('a community given to a product lets its holders in and keeps others out, at once', async () => {
    const community = await buildCommunity(t.ctx.db);
    await t.heard();
    const posts = () => call('GET', communityPaths.posts({ tenant: 1, communityId: community.id }), undefined, student);
    expect((await posts()).statusCode).toBe(200);
    const product = await create({ community_ids: [community.id] });
    expect((await posts()).statusCode).toBe(403);
    await enroll(t.ctx.db, await userIdOf(t.ctx.db, 'aluno@aurora.test', 1), product.id);
    await t.heard();
    expect((await posts()).statusCode).toBe(200);
  });
});

describe('deleting a product', () => {
  it('deletes one nobody holds, with its links; 204, then 404', async () => {
    const product = await create({ course_ids: [await courseIdOf('Fotografia com o Celular')] });
    expect((await call('DELETE', productPaths.product({ id: product.id }))).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(productCourses).where(eq(productCourses.productId, product.id))).toEqual([]);
    expect((await call('DELETE', productPaths.product({ id: product.id }))).statusCode).toBe(404);
  });

  it('refuses with 409 while anyone holds it, even expired, or a reward delivers it, and changes nothing', async () => {
    const held = await create();
    await t.ctx.db
      .insert(enrollments)
      .values({ tenantId: 1, userId: await userIdOf(t.ctx.db, 'aluno@aurora.test', 1), productId: held.id, expiresAt: new Date(0) });
    const res = await call('DELETE', productPaths.product({ id: held.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRODUCT_TRANSLATIONS.productHeld.pt);

    const delivered = await create();
    await t.ctx.db.insert(rewards).values({
      tenantId: 1,
      name: 'Produto teste recompensa',
      rewardType: 'score',
      neededScore: 10,
      deliveryType: 'product',
      deliverableProductId: delivered.id,
    });
    const refused = await call('DELETE', productPaths.product({ id: delivered.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(PRODUCT_TRANSLATIONS.productDelivered.pt);
    expect((await list()).map((p) => p.id)).toEqual(expect.arrayContaining([held.id, delivered.id]));
    expect(await productIdOf(t.ctx.db, 'Plano Essencial')).toBeGreaterThan(0);
  });
});
