import { courseReportReply, quizReportReply } from '@trilha/shared/reports/schemas';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessonProgress, lessons, modules, productCourses, products, users } from '../../db/schema/index';
import { buildAttempt, buildQuiz, enroll, signInRoles } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

/** The contract's paths by hand (CONTRACT "Products, students and access"), and the screen's JSON beside them. */
const courseCsv = (id: number) => `/api/admin/reports/courses/${id}.csv`;
const quizCsv = (id: number) => `/api/admin/reports/quizzes/${id}.csv`;
const courseJson = (id: number, query = '') => `/api/admin/reports/courses/${id}${query}`;
const quizJson = (id: number, query = '') => `/api/admin/reports/quizzes/${id}${query}`;

let t: TestApp;
let admin: string, moderator: string, student: string, borealAdmin: string;
let courseId: number, quizId: number;
const people: Record<'ana' | 'bruno' | 'carla', number> = { ana: 0, bruno: 0, carla: 0 };
let firstModule: number, secondModule: number;

/**
 * A course of two published modules (two lessons and one) plus an unpublished lesson, opened by a
 * product three students hold: Ana finished everything, Bruno the first module, Carla only the
 * unpublished lesson (which counts for nothing).
 */
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, moderator, student, borealAdmin } = await signInRoles(t));
  const db = t.ctx.db;
  const [course] = await db.insert(courses).values({ tenantId: 1, title: 'Curso do relatório', order: 900 }).returning();
  courseId = course!.id;
  const [m1, m2] = await db
    .insert(modules)
    .values([
      { tenantId: 1, courseId, title: 'Começo', order: 1 },
      { tenantId: 1, courseId, title: 'Fim', order: 2 },
    ])
    .returning();
  firstModule = m1!.id;
  secondModule = m2!.id;
  const lessonRows = await db
    .insert(lessons)
    .values([
      { tenantId: 1, courseId, moduleId: firstModule, title: 'A1', slug: 'rel-a1', order: 1 },
      { tenantId: 1, courseId, moduleId: firstModule, title: 'A2', slug: 'rel-a2', order: 2 },
      { tenantId: 1, courseId, moduleId: secondModule, title: 'B1', slug: 'rel-b1', order: 1 },
      { tenantId: 1, courseId, moduleId: secondModule, title: 'Rascunho', slug: 'rel-rascunho', order: 2, published: false },
    ])
    .returning();
  const [a1, a2, b1, draft] = lessonRows.map((l) => l.id);
  const [product] = await db.insert(products).values({ tenantId: 1, title: 'Produto teste relatório' }).returning();
  await db.insert(productCourses).values({ tenantId: 1, productId: product!.id, courseId });
  const made = await db
    .insert(users)
    .values([
      { tenantId: 1, name: 'Ana Relatório', email: 'teste-ana@aurora.test' },
      { tenantId: 1, name: '=Bruno()', email: 'teste-bruno@aurora.test' },
      { tenantId: 1, name: 'Carla Relatório', email: 'teste-carla@aurora.test' },
    ])
    .returning({ id: users.id });
  [people.ana, people.bruno, people.carla] = made.map((u) => u.id) as [number, number, number];
  for (const id of Object.values(people)) await enroll(db, id, product!.id);
  const finished = (userId: number, lessonId: number) => ({ tenantId: 1, userId, lessonId, finishedAt: new Date() });
  await db
    .insert(lessonProgress)
    .values([
      finished(people.ana, a1!),
      finished(people.ana, a2!),
      finished(people.ana, b1!),
      finished(people.bruno, a1!),
      finished(people.bruno, a2!),
      finished(people.carla, draft!),
    ]);
  const quiz = await buildQuiz(db, { goal: 70 });
  quizId = quiz.id;
  await buildAttempt(db, { quizId, userId: people.ana, score: 40, goal: 70 });
  await buildAttempt(db, { quizId, userId: people.ana, score: 80, goal: 70 });
  await buildAttempt(db, { quizId, userId: people.bruno, score: 30, goal: 70 });
  await buildAttempt(db, { quizId, userId: people.carla });
});
afterAll(async () => {
  await t.ctx.db.delete(users).where(like(users.email, 'teste-%'));
  await t.close();
});

const get = (url: string, cookie = admin) => t.request({ url, cookie, host: cookie === borealAdmin ? BOREAL : undefined });
const courseReport = async (query = '') => {
  const res = await get(courseJson(courseId, query));
  expect(res.statusCode, res.body).toBe(200);
  return courseReportReply.parse(res.json()).data;
};

describe('a course report', () => {
  it('counts published lessons only: each student’s progress, the totals and the funnel by module', async () => {
    const report = await courseReport();
    expect(report).toMatchObject({
      course: { id: courseId, title: 'Curso do relatório' },
      lessons: 3,
      total: 3,
      started: 2,
      page: 1,
      page_count: 1,
    });
    expect(report.funnel).toEqual([
      { module_id: firstModule, title: 'Começo', finished: 2 },
      { module_id: secondModule, title: 'Fim', finished: 1 },
    ]);
    expect(report.rows.map((r) => [r.name, r.percent, r.finished_lessons])).toEqual([
      ['Ana Relatório', 100, 3],
      ['=Bruno()', 67, 2],
      ['Carla Relatório', 0, 0],
    ]);
    expect(report.rows[0]!.last_activity_at).not.toBeNull();
  });

  it('sorts by name, progress or last activity either way, and pages', async () => {
    const names = async (query: string) => (await courseReport(query)).rows.map((r) => r.name);
    expect(await names('?sort=name&order=asc')).toEqual(['=Bruno()', 'Ana Relatório', 'Carla Relatório']);
    expect(await names('?sort=progress&order=asc')).toEqual(['Carla Relatório', '=Bruno()', 'Ana Relatório']);
    expect((await names('?sort=last_activity&order=desc')).at(-1)).toBe('Carla Relatório');
    expect((await courseReport('?page=2')).rows).toEqual([]);
  });

  it('streams the CSV by name, with a BOM and formula cells escaped', async () => {
    const res = await get(courseCsv(courseId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('name,email,progress_percent,finished_lessons,lessons,last_activity_at');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 5).join(','))).toEqual([
      "'=Bruno(),teste-bruno@aurora.test,67,2,3",
      'Ana Relatório,teste-ana@aurora.test,100,3,3',
      'Carla Relatório,teste-carla@aurora.test,0,0,3',
    ]);
  });
});

describe('a quiz report', () => {
  it('lists whoever submitted: attempts, best score, passed; the CSV likewise', async () => {
    const res = await get(quizJson(quizId, '?sort=name&order=asc'));
    expect(res.statusCode, res.body).toBe(200);
    const report = quizReportReply.parse(res.json()).data;
    expect(report).toMatchObject({ total: 2, passed: 1, page_count: 1 });
    expect(report.rows.map((r) => [r.name, r.attempts, r.best_score, r.passed])).toEqual([
      ['=Bruno()', 1, 30, false],
      ['Ana Relatório', 2, 80, true],
    ]);
    const csv = (await get(quizCsv(quizId))).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv.map((l) => l.split(',').slice(0, 5).join(','))).toEqual([
      'name,email,attempts,best_score,passed',
      "'=Bruno(),teste-bruno@aurora.test,1,30,no",
      'Ana Relatório,teste-ana@aurora.test,2,80,yes',
    ]);
  });
});

describe('who may read reports', () => {
  it('moderators and students get 403, visitors 401; another school’s course or quiz is 404; bad input 400', async () => {
    for (const url of [courseJson(courseId), courseCsv(courseId), quizJson(quizId), quizCsv(quizId)]) {
      expect((await get(url, moderator)).statusCode).toBe(403);
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
      expect((await get(url, borealAdmin)).statusCode).toBe(404);
    }
    for (const url of [
      courseJson(courseId, '?sort=idade'),
      courseJson(courseId, '?page=0'),
      quizJson(quizId, '?order=up'),
      '/api/admin/reports/courses/abc.csv',
    ])
      expect((await get(url)).statusCode).toBe(400);
    expect((await get(courseJson(999_999))).statusCode).toBe(404);
  });
});
