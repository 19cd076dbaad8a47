import { HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { HOME_EAGER_CAROUSELS, HOME_ITEMS_PER_CAROUSEL, homeCarouselsReply, type HomeCarousel } from '@trilha/shared/home/schemas';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carouselItems, carousels, courses, enrollments, platformSettings, productCourses, products, users } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { bumpCatalogVersion } from '../../platform/content-versions';
import { bumpHomeVersion } from '../../platform/content-versions';

let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  aluno = await t.login('aluno@aurora.test');
  admin = await t.login('admin@aurora.test');
});
afterAll(() => t.close());

/** The reply is joined from pre-serialized pieces (serialize.ts): every read checks it against the contract. */
async function home(cookie: string): Promise<HomeCarousel[]> {
  const res = await t.request({ url: HOME_PATHS.carousels(1), cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return homeCarouselsReply.parse(res.json()).data;
}
const byTitle = (list: HomeCarousel[], title: string) => list.find((c) => c.title === title);
const byType = (list: HomeCarousel[], type: number) => list.find((c) => c.type === String(type));

/** A change made straight in the database, as another process's write would be, then the version bump. */
async function changeHome(change: () => Promise<unknown>) {
  await change();
  await bumpHomeVersion(t.ctx.db, 1);
}
const setFlags = (flags: Partial<typeof platformSettings.$inferInsert>) =>
  changeHome(() => t.ctx.db.update(platformSettings).set(flags).where(eq(platformSettings.tenantId, 1)));
const setPublished = (title: string, published: boolean) =>
  changeHome(() =>
    t.ctx.db
      .update(carousels)
      .set({ published })
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, title))),
  );

async function addCarousel(
  values: { title: string; type: number; published?: boolean; order?: number },
  items: { courseId?: number; lessonId?: number }[],
) {
  const [row] = await t.ctx.db
    .insert(carousels)
    .values({ tenantId: 1, order: 50, ...values })
    .returning({ id: carousels.id });
  await t.ctx.db.insert(carouselItems).values(items.map((item, i) => ({ tenantId: 1, carouselId: row!.id, order: i + 1, ...item })));
  await bumpHomeVersion(t.ctx.db, 1);
  return row!.id;
}

describe('GET /api/auth/home/carousels/{tenantId} (spec 000 §7)', () => {
  it('lists the published carousels in descending order, school items in item order with cover, href and titles', async () => {
    const list = await home(admin);
    const orders = list.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    const start = byTitle(list, 'Comece por aqui')!;
    expect(start).toMatchObject({
      type: '1',
      carousel_type: 'Regular',
      card_type: 'horizontal',
      published: 1,
      system: false,
      total_items: 4,
    });
    expect(start.items.map((i) => i.id)).toEqual(ids.courses.map((c) => c.id));
    const photo = start.items[0]!;
    expect(photo).toMatchObject({ kind: 'course', title: 'Fotografia com o Celular', course_title: null, locked: false, progress: null });
    expect(photo.image).toMatch(/course-1\.webp$/);
    // Courses and modules open their own page (docs/catalog.md "Where cards go").
    expect(photo.href).toBe(`/courses/${photo.id}`);

    const modules = byTitle(list, 'Passo a passo: Fotografia com o Celular')!;
    expect(modules).toMatchObject({ type: '2', custom: 0, type_content: photo.id, card_type: 'vertical' });
    expect(modules.items.map((i) => i.title)).toEqual(['Primeiros cliques', 'Composição', 'Edição']);
    expect(modules.items[1]).toMatchObject({ kind: 'module', course_title: 'Fotografia com o Celular', module_title: null });
    expect(modules.items[1]!.href).toBe(`/modulos/${ids.module('Composição', 'Fotografia com o Celular')}`);

    const quick = byTitle(list, 'Aulas rápidas para hoje')!;
    expect(quick).toMatchObject({ type: '3', custom: 1, carousel_type: 'Destacado', card_type: 'biggerImage', total_items: 4 });
    expect(quick.items[0]).toMatchObject({
      kind: 'lesson',
      title: 'Conhecendo a câmera do seu celular',
      module_title: 'Primeiros cliques',
    });
  });

  it('shows courses the student does not hold locked, and everything unlocked to staff', async () => {
    const student = byTitle(await home(aluno), 'Comece por aqui')!;
    expect(student.items.map((i) => i.locked)).toEqual([false, false, true, true]);
    const staff = byTitle(await home(admin), 'Comece por aqui')!;
    expect(staff.items.every((i) => !i.locked)).toBe(true);
  });

  it('continues the student where they stopped: the unfinished lesson and the percent watched', async () => {
    // Seed: the first lesson finished, the second watched 5 of 12 seconds.
    const list = await home(aluno);
    const photo = byTitle(list, 'Comece por aqui')!.items[0]!;
    expect(photo.href).toBe(`/courses/${photo.id}`);
    const continuing = byType(list, SYSTEM_CAROUSELS.continueLessons)!;
    expect(continuing).toMatchObject({ system: true, title: 'Continuar assistindo' });
    expect(continuing.items).toEqual([
      expect.objectContaining({ kind: 'lesson', id: ids.lesson('Regra dos terços na prática'), progress: 41 }),
    ]);

    const lesson = ids.lesson('Persona e público-alvo');
    const put = await t.request({
      method: 'PUT',
      url: `/api/catalog/lessons/${lesson}/progress`,
      cookie: aluno,
      payload: { watched_seconds: 6 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = byType(await home(aluno), SYSTEM_CAROUSELS.continueLessons)!;
    expect(after.items.map((i) => [i.id, i.progress])).toEqual([
      [lesson, 50],
      [ids.lesson('Regra dos terços na prática'), 41],
    ]);
  });

  it('shows modules and courses in progress only when their flags are on, and hides switched-off system rows', async () => {
    const before = await home(aluno);
    expect(byType(before, SYSTEM_CAROUSELS.continueModules)).toBeUndefined();
    expect(byType(before, SYSTEM_CAROUSELS.continueCourses)).toBeUndefined();
    await setFlags({ showContinueModule: true, showContinueCourse: true });
    const on = await home(aluno);
    const modules = byType(on, SYSTEM_CAROUSELS.continueModules)!;
    // Primeiros cliques: 1 of 3 lessons finished.
    expect(modules.items.find((i) => i.title === 'Primeiros cliques')).toMatchObject({ kind: 'module', progress: 33 });
    const coursesInProgress = byType(on, SYSTEM_CAROUSELS.continueCourses)!;
    expect(coursesInProgress.items.map((i) => [i.title, i.progress])).toEqual([
      ['Marketing Digital para Iniciantes', 0],
      ['Fotografia com o Celular', 12],
    ]);

    await setFlags({ showContinueClass: false, showHighlight: false, showContinueModule: false, showContinueCourse: false });
    const off = await home(aluno);
    for (const type of [5, 6, 7, 8]) expect(byType(off, type)).toBeUndefined();
    await setFlags({ showContinueClass: true, showHighlight: true });
  });

  it('ranks "Em alta" by recent enrolments and active students, the same for everyone', async () => {
    const trending = byType(await home(aluno), SYSTEM_CAROUSELS.trending)!;
    expect(trending.items[0]!.title).toBe('Fotografia com o Celular');
    const english = ids.course('Inglês para Viagens');
    const [product] = await t.ctx.db.insert(products).values({ tenantId: 1, title: 'Intensivo de Inglês' }).returning({ id: products.id });
    await t.ctx.db.insert(productCourses).values({ tenantId: 1, productId: product!.id, courseId: english });
    // Everyone but aluno@, whose locks the other tests read.
    const people = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 1), ne(users.email, 'aluno@aurora.test')));
    await t.ctx.db.insert(enrollments).values(people.map((u) => ({ tenantId: 1, userId: u.id, productId: product!.id })));
    // Cached for ten minutes per catalog version: a catalog write shows the new ranking at once.
    expect(byType(await home(aluno), SYSTEM_CAROUSELS.trending)!.items[0]!.title).toBe('Fotografia com o Celular');
    await bumpCatalogVersion(t.ctx.db, 1);
    const ranked = byType(await home(admin), SYSTEM_CAROUSELS.trending)!;
    expect(ranked.items[0]).toMatchObject({ id: english, locked: false });
  });

  it('shows the student\'s list newest first while "Minha lista" is published', async () => {
    expect(byType(await home(aluno), SYSTEM_CAROUSELS.myList)).toBeUndefined();
    for (const [kind, id] of [
      ['course', ids.course('Finanças Pessoais na Prática')],
      ['lesson', ids.lesson('Calendário editorial')],
    ] as const) {
      const res = await t.request({ method: 'POST', url: HOME_PATHS.addFavorite, cookie: aluno, payload: { tenant_id: 1, kind, id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mine = byType(await home(aluno), SYSTEM_CAROUSELS.myList)!;
    expect(mine.items.map((i) => [i.kind, i.title, i.locked])).toEqual([
      ['lesson', 'Calendário editorial', false],
      ['course', 'Finanças Pessoais na Prática', true],
    ]);
    await setPublished('Minha lista', false);
    expect(byType(await home(aluno), SYSTEM_CAROUSELS.myList)).toBeUndefined();
    await setPublished('Minha lista', true);
  });

  it('hides locked items when the school hides blocked content, dropping carousels left empty', async () => {
    const lockedOnly = await addCarousel({ title: 'Só para assinantes', type: 1 }, [{ courseId: ids.course('Inglês para Viagens') }]);
    // Shown last, so past the eager rows: counted in the reply, its card read from get-carousel.
    expect(byTitle(await home(aluno), 'Só para assinantes')).toMatchObject({ items: [], total_items: 1 });
    const locked = await t.request({ url: HOME_PATHS.carousel(lockedOnly), cookie: aluno });
    expect(locked.json().data.items[0].locked).toBe(true);
    await setFlags({ showBlockedContent: false });
    const list = await home(aluno);
    expect(byTitle(list, 'Só para assinantes')).toBeUndefined();
    const start = byTitle(list, 'Comece por aqui')!;
    expect(start.items.map((i) => i.title)).toEqual(['Fotografia com o Celular', 'Marketing Digital para Iniciantes']);
    expect(start.total_items).toBe(2);
    expect(byTitle(await home(admin), 'Só para assinantes')!.total_items).toBe(1);
    await setFlags({ showBlockedContent: true });
    await changeHome(() => t.ctx.db.delete(carousels).where(and(eq(carousels.tenantId, 1), eq(carousels.id, lockedOnly))));
  });

  it('leaves unpublished carousels out for everyone', async () => {
    await setPublished('Aulas rápidas para hoje', false);
    expect(byTitle(await home(aluno), 'Aulas rápidas para hoje')).toBeUndefined();
    expect(byTitle(await home(admin), 'Aulas rápidas para hoje')).toBeUndefined();
    await setPublished('Aulas rápidas para hoje', true);
  });

  it('reads changes at once after a version bump (and serves its cache until then)', async () => {
    await home(aluno);
    await t.ctx.db
      .update(carousels)
      .set({ title: 'Comece pelo começo' })
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece por aqui')));
    expect(byTitle(await home(aluno), 'Comece por aqui')).toBeDefined();
    await bumpHomeVersion(t.ctx.db, 1);
    expect(byTitle(await home(aluno), 'Comece pelo começo')).toBeDefined();
    await changeHome(() =>
      t.ctx.db
        .update(carousels)
        .set({ title: 'Comece por aqui' })
        .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece pelo começo'))),
    );

    const photo = ids.course('Fotografia com o Celular');
    await t.ctx.db
      .update(courses)
      .set({ title: 'Fotografia no Celular' })
      .where(and(eq(courses.tenantId, 1), eq(courses.id, photo)));
    await bumpCatalogVersion(t.ctx.db, 1);
    expect(byTitle(await home(aluno), 'Comece por aqui')!.items[0]!.title).toBe('Fotografia no Celular');
    await t.ctx.db
      .update(courses)
      .set({ title: 'Fotografia com o Celular' })
      .where(and(eq(courses.tenantId, 1), eq(courses.id, photo)));
    await bumpCatalogVersion(t.ctx.db, 1);
  });

  it(`carries items only in the first ${HOME_EAGER_CAROUSELS} rows shown (the reply's last), the others with their count`, async () => {
    const all = ids.lessons.map((l) => ({ lessonId: l.id }));
    const first = await addCarousel({ title: 'Todas as aulas', type: 3, order: -1 }, all);
    const later = await addCarousel({ title: 'Para depois', type: 3, order: 90 }, all);
    const fillers: number[] = [];
    for (let i = 0; i < HOME_EAGER_CAROUSELS; i++)
      fillers.push(await addCarousel({ title: `Extra ${i}`, type: 1, order: 60 + i }, [{ courseId: ids.courses[0]!.id }]));
    const list = await home(admin);
    expect(list.length).toBeGreaterThan(HOME_EAGER_CAROUSELS);
    const lazy = list.slice(0, -HOME_EAGER_CAROUSELS);
    expect(lazy.every((c) => c.items.length === 0 && c.total_items > 0)).toBe(true);
    expect(list.slice(-HOME_EAGER_CAROUSELS).every((c) => c.items.length > 0)).toBe(true);
    // Display order is the reverse: the lowest order is shown first and carries its first items.
    expect(list.at(-1)).toMatchObject({ id: first, total_items: all.length });
    expect(list.at(-1)!.items).toHaveLength(HOME_ITEMS_PER_CAROUSEL);
    expect(byTitle(list, 'Para depois')).toMatchObject({ items: [], total_items: all.length });

    const res = await t.request({ url: HOME_PATHS.carousel(later), cookie: aluno });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual(all.map((l) => l.lessonId));
    await changeHome(() =>
      t.ctx.db.delete(carousels).where(and(eq(carousels.tenantId, 1), inArray(carousels.id, [first, later, ...fillers]))),
    );
  });

  it('answers 403 to another school naming this one, 400 to a malformed id, 401 without a session', async () => {
    const boreal = await t.login('admin@boreal.test');
    expect((await t.request({ url: HOME_PATHS.carousels(1), host: BOREAL, cookie: boreal })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/auth/home/carousels/abc', cookie: aluno })).statusCode).toBe(400);
    expect((await t.request({ url: HOME_PATHS.carousels(1) })).statusCode).toBe(401);
    const own = await t.request({ url: HOME_PATHS.carousels(2), host: BOREAL, cookie: boreal });
    expect(own.json().data.map((c: HomeCarousel) => c.tenant_id)).toEqual(expect.arrayContaining([2]));
  });
});

describe('GET /api/auth/home/get-carousel/{id}', () => {
  it('hides an unpublished carousel from students (404) and shows it to staff', async () => {
    const [row] = await t.ctx.db
      .select({ id: carousels.id })
      .from(carousels)
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece por aqui')));
    await setPublished('Comece por aqui', false);
    expect((await t.request({ url: HOME_PATHS.carousel(row!.id), cookie: aluno })).statusCode).toBe(404);
    const staff = await t.request({ url: HOME_PATHS.carousel(row!.id), cookie: admin });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ id: row!.id, published: 0, total_items: 4 });
    await setPublished('Comece por aqui', true);
  });

  it("answers 404 for another school's carousel and an unknown id", async () => {
    const [foreign] = await t.ctx.db.select({ id: carousels.id }).from(carousels).where(eq(carousels.tenantId, 2)).limit(1);
    expect((await t.request({ url: HOME_PATHS.carousel(foreign!.id), cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: HOME_PATHS.carousel(999_999), cookie: admin })).statusCode).toBe(404);
  });
});
