import { bumpCatalogVersion } from '../../platform/content-versions';
import { normalizeSearch, slugify } from '@trilha/shared/catalog/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessonProgress, lessons, modules, productCourses, products, users } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { clockStopped, countQueries } from '../../test/count-queries';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { watchLesson } from '../../test/lesson-watching';

let t: TestApp;
let ids: CatalogIds;
let aluno: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  aluno = await t.login('aluno@aurora.test');
});
afterAll(() => t.close());

type Progress = { started_at: string | null; watched_seconds: number; credited_seconds: number; finished_at: string | null };
const put = (lessonId: number, payload: unknown, cookie = aluno, extra: { host?: string; headers?: Record<string, string> } = {}) =>
  t.request({ method: 'PUT', url: `/api/catalog/lessons/${lessonId}/progress`, cookie, payload: payload as object, ...extra });
const progress = async (lessonId: number, payload: unknown, cookie = aluno): Promise<Progress> => {
  const res = await put(lessonId, payload, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().progress;
};
/** Plays the lesson from 0 to `to` as the player reports it, on the app's clock (progress-credit.test.ts has the rule). */
const watch = async (lessonId: number, to: number, options: { finished?: boolean; cookie?: string; step?: number } = {}) => {
  const res = await watchLesson(t, options.cookie ?? aluno, lessonId, to, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().progress as Progress;
};
async function storedRows(email: string, lessonId: number) {
  return t.ctx.db
    .select({ watched: lessonProgress.watchedSeconds })
    .from(lessonProgress)
    .innerJoin(users, and(eq(users.tenantId, lessonProgress.tenantId), eq(users.id, lessonProgress.userId)))
    .where(and(eq(users.email, email), eq(lessonProgress.lessonId, lessonId)));
}

describe('PUT /api/catalog/lessons/{lessonId}/progress', () => {
  it('keeps the maximum: watched seconds never decrease', async () => {
    const lesson = ids.lesson('Persona e público-alvo');
    const first = await progress(lesson, { watched_seconds: 3 });
    expect(first).toMatchObject({ watched_seconds: 3, finished_at: null });
    expect(new Date(first.started_at!).toISOString()).toBe(first.started_at);
    const back = await progress(lesson, { watched_seconds: 2 });
    expect(back).toEqual({ ...first, watched_seconds: 3 });
  });

  it('finishes at 90% of the duration watched, not before (12 s lesson: 10 s no, 11 s yes), and never unfinishes', async () => {
    const lesson = ids.lesson('Persona e público-alvo');
    expect((await watch(lesson, 10)).finished_at).toBeNull();
    const done = await watch(lesson, 11, { step: 1 });
    expect(done.watched_seconds).toBe(11);
    expect(done.finished_at).not.toBeNull();
    const later = await progress(lesson, { watched_seconds: 1, finished: false });
    expect(later).toEqual(done);
  });

  it('caps watched seconds at the duration; a jump there is not watching it (finding 4)', async () => {
    const lesson = ids.lesson('Jornada de compra');
    const res = await progress(lesson, { watched_seconds: 500 });
    expect(res).toMatchObject({ watched_seconds: 12, credited_seconds: 0, finished_at: null });
    expect(await watch(lesson, 12)).toMatchObject({ watched_seconds: 12, credited_seconds: 12, finished_at: expect.any(String) });
  });

  it('finished_at is set once; a later report keeps the first time', async () => {
    const lesson = ids.lesson('Calendário editorial');
    const marked = await watch(lesson, 11, { finished: true });
    expect(marked).toMatchObject({ watched_seconds: 11, finished_at: expect.any(String) });
    const again = await progress(lesson, { watched_seconds: 4, finished: true });
    expect(again).toEqual({ ...marked, watched_seconds: 11 });
  });

  it('shows up in the courses list and on the lesson page', async () => {
    const cards = (await t.request({ url: '/api/catalog/courses', cookie: aluno })).json().data;
    const marketing = cards.find((c: { id: number }) => c.id === ids.course('Marketing Digital para Iniciantes'));
    // Finished so far: "Persona e público-alvo", "Jornada de compra", "Calendário editorial".
    expect(marketing).toMatchObject({ finished_count: 3, next_lesson: { id: ids.lesson('O que é marketing digital') } });
    const page = (await t.request({ url: `/api/catalog/lessons/${ids.lesson('Persona e público-alvo')}`, cookie: aluno })).json();
    expect(page.lesson.progress).toMatchObject({ watched_seconds: 11, finished_at: expect.any(String) });
    expect(page.previous).toMatchObject({ title: 'O que é marketing digital', finished: false });
    expect(page.next).toMatchObject({ title: 'Jornada de compra', finished: true });
  });

  it('a student sees her new progress on a warm shelf at once, in the same process', async () => {
    type Card = { id: number; finished_count: number; next_lesson: { id: number } };
    const aluna = await t.login('aluna@aurora.test');
    const course = ids.course('Fotografia com o Celular');
    const card = async () =>
      ((await t.request({ url: '/api/catalog/courses', cookie: aluna })).json().data as Card[]).find((c) => c.id === course)!;
    const before = await card();
    expect(await card()).toEqual(before); // warm: served from the kept reply
    await watch(before.next_lesson.id, 12, { cookie: aluna, step: 12 });
    const after = await card();
    expect(after.finished_count).toBe(before.finished_count + 1);
    expect(after.next_lesson.id).not.toBe(before.next_lesson.id);
  });

  it('once every lesson is finished, "Assistir" goes back to the first lesson', async () => {
    const aluna = await t.login('aluna@aurora.test');
    const course = ids.course('Inglês para Viagens');
    const courseLessons = ids.lessons.filter((l) => l.courseId === course);
    for (const lesson of courseLessons) await watch(lesson.id, 12, { cookie: aluna, step: 12 });
    const card = (await t.request({ url: `/api/catalog/courses/${course}`, cookie: aluna })).json().course;
    expect(card).toMatchObject({
      lessons_count: 7,
      finished_count: 7,
      next_lesson: { id: ids.lesson('Check-in e bagagem'), slug: 'check-in-e-bagagem' },
    });
    // The shelf writes this card from its own pieces (shelf.ts): the same card.
    const shelf = (await t.request({ url: '/api/catalog/courses', cookie: aluna })).json().data as { id: number }[];
    expect(shelf.find((c) => c.id === course)).toEqual(card);
  });

  it('a locked lesson refuses progress with 403 and writes nothing', async () => {
    const lesson = ids.lesson('Renda fixa sem mistério');
    const res = await put(lesson, { watched_seconds: 5, finished: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Esta aula está bloqueada para você.' });
    const spanish = await put(lesson, { watched_seconds: 5 }, `${aluno}; lang=es`);
    expect(spanish.json()).toEqual({ error: 'Esta clase está bloqueada para ti.' });
    expect(await storedRows('aluno@aurora.test', lesson)).toEqual([]);
  });

  it("another school's lesson is 404 and writes nothing", async () => {
    const borealAdmin = await t.login('admin@boreal.test');
    const lesson = ids.lesson('Métricas que importam');
    const res = await put(lesson, { watched_seconds: 5 }, borealAdmin, { host: BOREAL });
    expect(res.statusCode).toBe(404);
    expect(await storedRows('admin@boreal.test', lesson)).toEqual([]);
  });

  it('refuses a cross-site report and a report without a session', async () => {
    const lesson = ids.lesson('Métricas que importam');
    expect((await put(lesson, { watched_seconds: 5 }, aluno, { headers: { origin: 'http://evil.example' } })).statusCode).toBe(403);
    expect((await put(lesson, { watched_seconds: 5 }, '')).statusCode).toBe(401);
    expect(await storedRows('aluno@aurora.test', lesson)).toEqual([]);
  });

  it('validates the body and the id with 400, never 500', async () => {
    const lesson = ids.lesson('Métricas que importam');
    for (const payload of [
      { watched_seconds: -1 },
      { watched_seconds: 'x' },
      {},
      { watched_seconds: 86_401 },
      { watched_seconds: 1.5 },
      { watched_seconds: 1, finished: 'yes' },
    ]) {
      const res = await put(lesson, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^body\./);
    }
    expect((await put(0, { watched_seconds: 1 })).statusCode).toBe(400);
    expect(
      (await t.request({ method: 'PUT', url: '/api/catalog/lessons/2147483648/progress', cookie: aluno, payload: { watched_seconds: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(await storedRows('aluno@aurora.test', lesson)).toEqual([]);
  });
});

describe('the courses list is set-based (no N+1) and served from the school outline', () => {
  it('a warm read costs the same few queries for 4 courses and for 14, and a catalog version bump shows new courses', async () => {
    const student = await t.login('aluno@boreal.test');
    const list = async () => {
      const res = await t.request({ url: '/api/catalog/courses', cookie: student, host: BOREAL });
      expect(res.statusCode).toBe(200);
      return res.json().data as unknown[];
    };
    let before = 0;
    const warmBefore = await clockStopped(async () => {
      expect(await list()).toHaveLength(4);
      return countQueries(t, async () => {
        before = (await list()).length;
      });
    });
    expect(before).toBe(4);

    const db = t.ctx.db;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 2), eq(products.title, 'Assinatura Mensal')));
    for (let i = 0; i < 10; i++) {
      const title = `Curso extra ${i}`;
      const [course] = await db
        .insert(courses)
        .values({ tenantId: 2, title, order: 10 + i, searchText: normalizeSearch(title) })
        .returning({ id: courses.id });
      const [module] = await db
        .insert(modules)
        .values({ tenantId: 2, courseId: course!.id, title: 'Módulo' })
        .returning({ id: modules.id });
      await db.insert(lessons).values(
        [1, 2, 3].map((order) => ({
          tenantId: 2,
          courseId: course!.id,
          moduleId: module!.id,
          title: `Aula ${order}`,
          slug: slugify(`Aula ${order}`),
          order,
        })),
      );
      await db.insert(productCourses).values({ tenantId: 2, productId: product!.id, courseId: course!.id });
    }
    // Catalog writes bump the school's catalog version (docs/catalog.md); the next read reloads the outline.
    await bumpCatalogVersion(db, 2);
    await t.heard();
    const warmAfter = await clockStopped(async () => {
      const after = await list();
      expect(after).toHaveLength(14);
      expect(after[13]).toMatchObject({ title: 'Curso extra 9', locked: false, lessons_count: 3, finished_count: 0 });
      return countQueries(t, async () => {
        await list();
      });
    });
    // Warm, the shelf is the reply kept for this student (service.ts): no statement, however big the school is.
    expect(warmBefore).toBe(0);
    expect(warmAfter).toBe(0);
  });
});
