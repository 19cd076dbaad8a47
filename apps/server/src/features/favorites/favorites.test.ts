import { HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { FAVORITE_MESSAGES, favoriteIdsReply, FAVORITES_PER_PAGE, MAX_FAVORITES, type FavoriteEntry } from '@trilha/shared/home/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, favorites, users } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';

let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let alunoId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  aluno = await t.login('aluno@aurora.test');
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test'));
  alunoId = row!.id;
});
afterAll(() => t.close());

const add = (kind: string, id: number, cookie = aluno, tenant = 1, host?: string) =>
  t.request({ method: 'POST', url: HOME_PATHS.addFavorite, cookie, host, payload: { tenant_id: tenant, kind, id } });
const remove = (kind: 'course' | 'lesson', id: number, cookie = aluno, tenant = 1, host?: string) =>
  t.request({ method: 'DELETE', url: HOME_PATHS.removeFavorite(tenant, kind, id), cookie, host });
/** The heart buttons' ids: kept as bytes per viewer read (service.ts), so checked against the contract here. */
const favoriteIds = async () => {
  const res = await t.request({ url: HOME_PATHS.favoriteIds(1), cookie: aluno });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return favoriteIdsReply.parse(res.json());
};
const page = async (n = 1) => {
  const res = await t.request({ url: HOME_PATHS.favorites(1, n), cookie: aluno });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FavoriteEntry[]; current_page: number; next_page_url: string | null; per_page: number; total: number }>();
};
const clear = () => t.ctx.db.delete(favorites).where(and(eq(favorites.tenantId, 1), eq(favorites.userId, alunoId)));

describe("the review account's reduced experience (spec 000 §2), decided once on the server", () => {
  it('/api/me tells each member what their screens offer: everything for a student, My profile alone for the review account', async () => {
    const me = async (cookie: string) => (await t.request({ url: '/api/me', cookie })).json().user.features;
    expect(await me(aluno)).toEqual({
      full_menu: true,
      favorites: true,
      communities: true,
      reviews: true,
      notifications: true,
      reminders: true,
      custom_links: true,
      language: true,
    });
    const reviewer = await me(await t.login('revisor@aurora.test'));
    expect(Object.values(reviewer).every((offered) => offered === false)).toBe(true);
  });

  it('refuses the review account every favourites route (403), writing nothing', async () => {
    const revisor = await t.login('revisor@aurora.test');
    const photo = ids.course('Fotografia com o Celular');
    expect((await add('course', photo, revisor)).statusCode).toBe(403);
    expect((await remove('course', photo, revisor)).statusCode).toBe(403);
    expect((await t.request({ url: HOME_PATHS.favoriteIds(1), cookie: revisor })).statusCode).toBe(403);
    expect((await t.request({ url: HOME_PATHS.favorites(1, 1), cookie: revisor })).statusCode).toBe(403);
    const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'revisor@aurora.test'));
    expect(await t.ctx.db.select().from(favorites).where(eq(favorites.userId, row!.id))).toEqual([]);
  });
});

describe('favourites ("Minha lista", /favoritos)', () => {
  it('adds a course and a lesson, idempotently, and lists them newest first as home cards', async () => {
    const photo = ids.course('Fotografia com o Celular');
    const lesson = ids.lesson('Calendário editorial');
    const first = await add('course', photo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: FAVORITE_MESSAGES.added, favorite: true });
    expect((await add('course', photo)).json()).toEqual({ message: FAVORITE_MESSAGES.added, favorite: true });
    expect((await add('lesson', lesson)).statusCode).toBe(200);
    expect(await favoriteIds()).toEqual({ courses: [photo], lessons: [lesson] });

    const list = await page();
    expect(list).toMatchObject({ current_page: 1, next_page_url: null, per_page: FAVORITES_PER_PAGE, total: 2 });
    expect(list.data.map((e) => [e.kind, e.id])).toEqual([
      ['lesson', lesson],
      ['course', photo],
    ]);
    expect(list.data[0]).toMatchObject({
      title: 'Calendário editorial',
      course_title: 'Marketing Digital para Iniciantes',
      module_title: 'Conteúdo',
      locked: false,
    });
    expect(new Date(list.data[0]!.created_at).toISOString()).toBe(list.data[0]!.created_at);
    expect(list.data[1]!.href).toBe(`/courses/${photo}`);
  });

  it('removes idempotently', async () => {
    const photo = ids.course('Fotografia com o Celular');
    const res = await remove('course', photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: FAVORITE_MESSAGES.removed, favorite: false });
    expect((await remove('course', photo)).json()).toEqual({ message: FAVORITE_MESSAGES.removed, favorite: false });
    expect((await favoriteIds()).courses).toEqual([]);
    await clear();
  });

  it('shows a course the student does not hold locked', async () => {
    await add('course', ids.course('Inglês para Viagens'));
    expect((await page()).data[0]).toMatchObject({ kind: 'course', title: 'Inglês para Viagens', locked: true });
    await clear();
  });

  it('skips favourites whose course or lesson no longer exists', async () => {
    await add('lesson', ids.lesson('Regra dos terços na prática'));
    await t.ctx.db.insert(favorites).values({ tenantId: 1, userId: alunoId, kind: 'course', targetId: 999_999 });
    const list = await page();
    expect(list.total).toBe(1);
    expect(list.data.map((e) => e.title)).toEqual(['Regra dos terços na prática']);
    // And a deleted course's favourite can still be removed.
    expect((await remove('course', 999_999)).statusCode).toBe(200);
    await clear();
  });

  it('paginates newest first', async () => {
    const lessons = ids.lessons.slice(0, FAVORITES_PER_PAGE + 3);
    for (const l of lessons) expect((await add('lesson', l.id)).statusCode).toBe(200);
    const one = await page(1);
    expect(one).toMatchObject({ total: lessons.length, next_page_url: HOME_PATHS.favorites(1, 2) });
    expect(one.data).toHaveLength(FAVORITES_PER_PAGE);
    expect(one.data[0]!.id).toBe(lessons.at(-1)!.id);
    const two = await page(2);
    expect(two).toMatchObject({ current_page: 2, next_page_url: null });
    expect(two.data.map((e) => e.id)).toEqual(
      lessons
        .slice(0, 3)
        .map((l) => l.id)
        .reverse(),
    );
    expect((await page(9)).data).toEqual([]);
    await clear();
  });

  it(`stops at ${MAX_FAVORITES} (409) and still answers for one already listed`, async () => {
    const filler = Array.from({ length: MAX_FAVORITES }, (_, i) => ({
      tenantId: 1,
      userId: alunoId,
      kind: 'lesson',
      targetId: 100_000 + i,
    }));
    await t.ctx.db.insert(favorites).values(filler);
    const res = await add('course', ids.course('Fotografia com o Celular'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(FAVORITE_MESSAGES.limit);
    await t.ctx.db.delete(favorites).where(and(eq(favorites.userId, alunoId), eq(favorites.targetId, 100_000)));
    expect((await add('course', ids.course('Fotografia com o Celular'))).statusCode).toBe(200);
    expect((await add('course', ids.course('Fotografia com o Celular'))).statusCode).toBe(200);
    await clear();
  });

  it("answers 404 for an unknown or another school's course or lesson, and 400 for a wrong kind", async () => {
    const [boreal] = await t.ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.tenantId, 2)).limit(1);
    expect((await add('course', 999_999)).statusCode).toBe(404);
    expect((await add('course', boreal!.id)).statusCode).toBe(404);
    expect((await add('lesson', 999_999)).statusCode).toBe(404);
    expect((await remove('course', boreal!.id)).statusCode).toBe(404);
    const wrong = await add('module', ids.lessons[0]!.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(FAVORITE_MESSAGES.kind);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/favorites/1/module/1', cookie: aluno })).json().error).toBe(
      FAVORITE_MESSAGES.kind,
    );
    expect(await favoriteIds()).toEqual({ courses: [], lessons: [] });
  });

  it('refuses another school naming this one (403, nothing changed) and anonymous callers (401)', async () => {
    const borealAdmin = await t.login('admin@boreal.test');
    const photo = ids.course('Fotografia com o Celular');
    expect((await add('course', photo, borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await remove('course', photo, borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ url: HOME_PATHS.favorites(1), host: BOREAL, cookie: borealAdmin })).statusCode).toBe(403);
    expect((await t.request({ url: HOME_PATHS.favoriteIds(1), host: BOREAL, cookie: borealAdmin })).statusCode).toBe(403);
    expect((await t.ctx.db.select().from(favorites).where(eq(favorites.tenantId, 1))).length).toBe(0);
    expect((await t.request({ url: HOME_PATHS.favoriteIds(1) })).statusCode).toBe(401);
  });
});
