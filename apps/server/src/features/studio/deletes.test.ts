import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';
import { studioPaths } from '@trilha/shared/studio/paths';
import { studioCoursesReply } from '@trilha/shared/studio/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, favorites, lessonComments, lessonLikes, lessonProgress, lessons, modules, quizzes } from '../../db/schema/index';
import { buildQuiz, signInRoles } from '../../test/builders';
import { clearGamification, pointsOf, productIds, setScoring, userId } from '../../test/gamification';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { watchLesson } from '../../test/lesson-watching';

// CONTRACT "Course studio" deletes, and docs/gamification.md "Taking points back": whatever a
// deletion removes takes its points with it, on PGlite and PostgreSQL alike.

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string, borealAdmin: string;
let aluno: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student, borealAdmin } = await signInRoles(t));
  aluno = await userId(t, 'aluno@aurora.test');
});
afterAll(() => t.close());

const POINTS = { commentClass: 4, likeClass: 2, watchClass: 8, finishClass: 16, finishModule: 32, finishCourse: 64 };
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, POINTS);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin, host?: string) =>
  t.request({ method, url, payload, cookie, host });
const created = async (method: 'POST', url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};
async function points() {
  await t.ctx.jobs.drain(10_000);
  return (await pointsOf(t, aluno)).lifetime;
}
const exists = async (table: typeof courses | typeof modules | typeof lessons, id: number) =>
  (await t.ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

/**
 * A published course of aluno's product: module 1 holds lesson 1, module 2 holds lesson 3 (60 s
 * each, as a processed video would be), so watching both finishes each module and the course.
 */
async function courseWithAlunoInIt() {
  const [product] = await productIds(t);
  const course = await created('POST', studioPaths.courses(), { title: 'Apagar curso', published: true, product_ids: [product] });
  const m1 = await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'Módulo 1' });
  const m2 = await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'Módulo 2' });
  const l1 = await created('POST', studioPaths.moduleLessons({ id: m1.id }), { title: 'Aula 1' });
  const l3 = await created('POST', studioPaths.moduleLessons({ id: m2.id }), { title: 'Aula 3' });
  await t.ctx.db
    .update(lessons)
    .set({ durationSeconds: 60 })
    .where(inArray(lessons.id, [l1.id, l3.id]));
  return { course, m1, m2, l1, l3 };
}

describe('deleting in the studio takes back what it removes (docs/course-studio.md "Deleting")', () => {
  it("a lesson, a module, then the course: each takes its learners' points, comments, likes and favourites", async () => {
    const { course, m1, m2, l1, l3 } = await courseWithAlunoInIt();
    const comment = await t.request({
      method: 'POST',
      url: `/api/auth/aulas/1/${l1.id}/comments`,
      cookie: student,
      payload: { content: 'Dúvida' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await t.request({ method: 'PUT', url: `/api/auth/aulas/1/${l1.id}/like`, cookie: student })).statusCode).toBeLessThan(300);
    for (const lesson of [l1, l3]) expect((await watchLesson(t, student, lesson.id, 60)).statusCode).toBe(200);
    for (const [kind, id] of [
      ['lesson', l3.id],
      ['course', course.id],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/api/auth/favorites', cookie: student, payload: { tenant_id: 1, kind, id } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const quiz = await buildQuiz(t.ctx.db, { name: 'Quiz da aula 3', courseId: course.id, moduleId: m2.id, lessonId: l3.id });
    const { commentClass, likeClass, watchClass, finishClass, finishModule, finishCourse } = POINTS;
    const lesson = watchClass + finishClass;
    expect(await points()).toBe(commentClass + likeClass + 2 * lesson + 2 * finishModule + finishCourse);

    expect((await call('DELETE', studioPaths.lesson({ id: l1.id }))).statusCode).toBe(204);
    expect(await points()).toBe(lesson + 2 * finishModule + finishCourse);
    expect(await exists(lessons, l1.id)).toBe(false);
    for (const table of [lessonComments, lessonLikes, lessonProgress] as const) {
      expect(await t.ctx.db.select().from(table).where(eq(table.lessonId, l1.id))).toEqual([]);
    }

    expect((await call('DELETE', studioPaths.module({ id: m2.id }))).statusCode).toBe(204);
    expect(await points()).toBe(finishModule + finishCourse);
    expect([await exists(modules, m2.id), await exists(lessons, l3.id)]).toEqual([false, false]);
    const [unplaced] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(unplaced).toMatchObject({ courseId: course.id, moduleId: null, lessonId: null });
    expect(
      await t.ctx.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, aluno), eq(favorites.kind, 'lesson'), eq(favorites.targetId, l3.id))),
    ).toEqual([]);

    const refused = await call('DELETE', studioPaths.course({ id: course.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(STUDIO_TRANSLATIONS.coursePublished.pt);
    expect(await exists(courses, course.id)).toBe(true);
    expect(await points()).toBe(finishModule + finishCourse);

    expect((await call('PATCH', studioPaths.course({ id: course.id }), { published: false })).statusCode).toBe(200);
    expect((await call('DELETE', studioPaths.course({ id: course.id }))).statusCode).toBe(204);
    expect(await points()).toBe(0);
    expect([await exists(courses, course.id), await exists(modules, m1.id)]).toEqual([false, false]);
    expect(await t.ctx.db.select().from(favorites).where(eq(favorites.userId, aluno))).not.toContainEqual(
      expect.objectContaining({ kind: 'course', targetId: course.id }),
    );
    expect((await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0]).toMatchObject({ courseId: null });
  });

  it('the rest closes ranks: positions stay 1..n for courses, modules and lessons', async () => {
    const course = await created('POST', studioPaths.courses(), { title: 'Apagar posições' });
    const [a, b, c] = [
      await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'A' }),
      await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'B' }),
      await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'C' }),
    ];
    const lessonsOfA = [];
    for (const title of ['a1', 'a2', 'a3']) lessonsOfA.push(await created('POST', studioPaths.moduleLessons({ id: a.id }), { title }));
    expect((await call('DELETE', studioPaths.module({ id: b.id }))).statusCode).toBe(204);
    expect((await call('DELETE', studioPaths.lesson({ id: lessonsOfA[1]!.id }))).statusCode).toBe(204);
    const outline = (await call('GET', studioPaths.course({ id: course.id }))).json().data;
    expect(outline.modules.map((m: { id: number; position: number }) => [m.id, m.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(outline.modules[0].lessons.map((l: { title: string; position: number }) => [l.title, l.position])).toEqual([
      ['a1', 1],
      ['a3', 2],
    ]);
    expect((await call('DELETE', studioPaths.course({ id: course.id }))).statusCode).toBe(204);
    const list = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data;
    expect(list.map((x) => x.position)).toEqual(list.map((_, i) => i + 1));
  });

  it('moderators and students get 403, another school 404, a second delete 404: nothing changes', async () => {
    const course = await created('POST', studioPaths.courses(), { title: 'Apagar papéis' });
    const module = await created('POST', studioPaths.courseModules({ id: course.id }), { title: 'M' });
    const lesson = await created('POST', studioPaths.moduleLessons({ id: module.id }), { title: 'L' });
    const targets = [studioPaths.lesson({ id: lesson.id }), studioPaths.module({ id: module.id }), studioPaths.course({ id: course.id })];
    for (const url of targets) {
      expect((await call('DELETE', url, undefined, moderator)).statusCode).toBe(403);
      expect((await call('DELETE', url, undefined, student)).statusCode).toBe(403);
      expect((await call('DELETE', url, undefined, borealAdmin, BOREAL)).statusCode).toBe(404);
      const english = await call('DELETE', url, undefined, `${borealAdmin}; lang=en`, BOREAL);
      expect(english.json().error).toMatch(/not found/);
    }
    expect([await exists(courses, course.id), await exists(modules, module.id), await exists(lessons, lesson.id)]).toEqual([
      true,
      true,
      true,
    ]);
    for (const url of targets) expect((await call('DELETE', url, undefined, owner)).statusCode).toBe(204);
    for (const url of targets) expect((await call('DELETE', url)).statusCode).toBe(404);
  });
});
