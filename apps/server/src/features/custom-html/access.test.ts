import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, customHtmlBlocks, enrollments, productCourses, products, users } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { clockStopped, countQueries } from '../../test/count-queries';
import { customHtmlCalls } from '../../test/custom-html';
import { createTestApp, type TestApp } from '../../test/harness';

// docs/security.md "Custom HTML follows its screen's access": a block is shown to exactly those who may see
// the screen it is placed on (docs/custom-html.md "Server"), in the screen's list and in its frame alike.

let t: TestApp;
let admin: string;
/** aluno@aurora.test holds Plano Essencial only: Mentoria's course and its private community are closed to him. */
let student: string;
/** aluna@aurora.test holds Plano Completo and Mentoria de Carreira: every course and community. */
let holder: string;
let reviewer: string;
let aurora: CatalogIds;
let calls: ReturnType<typeof customHtmlCalls>;
let mentoria: number;
let lockedCourse: number;
let lockedLesson: { id: number; moduleId: number; courseId: number };
let privateCommunity: number;
let openCommunity: number;
let studentId: number;

const idOf = async (table: typeof communities | typeof products, title: string) =>
  (
    await t.ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, 1), eq(table.title, title)))
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  calls = customHtmlCalls(t);
  [admin, student, holder, reviewer] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('revisor@aurora.test'),
  ]);
  aurora = await catalogIds(t, 1);
  mentoria = await idOf(products, 'Mentoria de Carreira');
  const [course] = await t.ctx.db
    .select({ id: productCourses.courseId })
    .from(productCourses)
    .where(and(eq(productCourses.tenantId, 1), eq(productCourses.productId, mentoria)));
  lockedCourse = course!.id;
  lockedLesson = aurora.lessons.find((l) => l.courseId === lockedCourse)!;
  privateCommunity = await idOf(communities, 'Círculo de Mentoria');
  openCommunity = await idOf(communities, 'Comunidade Aurora');
  studentId = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test')))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(customHtmlBlocks);
  await t.ctx.db.delete(enrollments).where(and(eq(enrollments.userId, studentId), eq(enrollments.productId, mentoria)));
  await t.heard();
});

const titles = (cookie: string, page: string, query = '') => calls.titles(cookie, page, query);
const make = (title: string, place: Parameters<typeof calls.make>[2]) => calls.make(admin, title, place);
const frame = (cookie: string, block: { frame_url: string }) => t.request({ url: block.frame_url, cookie });
const onLesson = (l: typeof lockedLesson) => `?course_id=${l.courseId}&module_id=${l.moduleId}&lesson_id=${l.id}`;
const lockedPlace = () => ({ course_id: lockedCourse, module_id: lockedLesson.moduleId, lesson_id: lockedLesson.id });

describe('a block follows the access of the screen it is placed on (finding 2)', () => {
  it('a student without the product lists no block of a locked course, module or lesson, and its frame is 404', async () => {
    const allLessons = await make('Todas as aulas', { page: 'lesson', course_id: 0, module_id: 0, lesson_id: 0 });
    const lesson = await make('Aula bloqueada', { page: 'lesson', ...lockedPlace() });
    const course = await make('Curso bloqueado', { page: 'course', course_id: lockedCourse });
    const module = await make('Módulo bloqueado', { page: 'module', course_id: lockedCourse, module_id: lockedLesson.moduleId });

    expect(await titles(student, 'lesson', onLesson(lockedLesson))).toEqual([]);
    expect(await titles(student, 'course', `?course_id=${lockedCourse}`)).toEqual([]);
    expect(await titles(student, 'module', `?course_id=${lockedCourse}&module_id=${lockedLesson.moduleId}`)).toEqual([]);
    for (const block of [lesson, course, module]) expect((await frame(student, block)).statusCode).toBe(404);
    // A lesson he opens still shows the blocks of every lesson.
    const open = aurora.lessons.find((l) => l.courseId !== lockedCourse && l.courseId === aurora.lessons[0]!.courseId)!;
    expect(await titles(student, 'lesson', onLesson(open))).toEqual(['Todas as aulas']);
    expect((await frame(student, allLessons)).statusCode).toBe(200);

    // Whoever holds the product, and the staff (who preview every course), see all of them.
    for (const cookie of [holder, admin]) {
      expect(await titles(cookie, 'lesson', onLesson(lockedLesson))).toEqual(['Todas as aulas', 'Aula bloqueada']);
      expect(await titles(cookie, 'course', `?course_id=${lockedCourse}`)).toEqual(['Curso bloqueado']);
      for (const block of [lesson, course, module]) expect((await frame(cookie, block)).statusCode).toBe(200);
    }
  });

  it('a non-member lists no block of a private community nor reads its frame; the review account has no community or favourites blocks', async () => {
    const closed = await make('Mentoria', { page: 'community', community_id: privateCommunity });
    const every = await make('Todas as comunidades', { page: 'community', community_id: 0 });
    const favorites = await make('Favoritos', { page: 'favorite' });
    const home = await make('Home', { page: 'homepage' });

    expect(await titles(student, 'community', `?community_id=${privateCommunity}`)).toEqual([]);
    expect(await titles(student, 'community', `?community_id=${openCommunity}`)).toEqual(['Todas as comunidades']);
    expect((await frame(student, closed)).statusCode).toBe(404);
    expect((await frame(student, every)).statusCode).toBe(200);
    expect(await titles(holder, 'community', `?community_id=${privateCommunity}`)).toEqual(['Mentoria', 'Todas as comunidades']);
    expect((await frame(holder, closed)).statusCode).toBe(200);

    // The review account's reduced experience (platform/auth/policy.ts memberFeatures): no communities, no favourites.
    expect(await titles(reviewer, 'community', `?community_id=${openCommunity}`)).toEqual([]);
    expect(await titles(reviewer, 'favorite')).toEqual([]);
    expect(await titles(reviewer, 'homepage')).toEqual(['Home']);
    for (const block of [closed, every, favorites]) expect((await frame(reviewer, block)).statusCode).toBe(404);
    expect((await frame(reviewer, home)).statusCode).toBe(200);
  });

  it('walking the frame ids reads only the blocks of screens the student may see', async () => {
    const made = [
      await make('Home', { page: 'homepage' }),
      await make('Aula bloqueada', { page: 'lesson', ...lockedPlace() }),
      await make('Curso aberto', { page: 'course', course_id: aurora.lessons[0]!.courseId }),
      await make('Mentoria', { page: 'community', community_id: privateCommunity }),
      await make('Comunidade aberta', { page: 'community', community_id: openCommunity }),
      await make('Curso bloqueado', { page: 'course', course_id: lockedCourse }),
    ];
    const ids = made.map((b) => b.id);
    const read: number[] = [];
    for (let id = Math.min(...ids) - 1; id <= Math.max(...ids) + 1; id++) {
      const res = await t.request({ url: `${calls.BASE}/frame/${id}`, cookie: student });
      expect([200, 404]).toContain(res.statusCode);
      if (res.statusCode === 200) read.push(id);
    }
    expect(read).toEqual([made[0]!.id, made[2]!.id, made[4]!.id]);
  });

  it('a list kept in memory is never served to another viewer; access gained or lost shows once heard', async () => {
    const lesson = await make('Aula bloqueada', { page: 'lesson', ...lockedPlace() });
    const closed = await make('Mentoria', { page: 'community', community_id: privateCommunity });
    // The holder warms the school's blocks first: the student must still get only his own view.
    expect(await titles(holder, 'lesson', onLesson(lockedLesson))).toEqual(['Aula bloqueada']);
    expect(await titles(student, 'lesson', onLesson(lockedLesson))).toEqual([]);

    await t.ctx.db.insert(enrollments).values({ tenantId: 1, userId: studentId, productId: mentoria });
    await t.heard();
    expect(await titles(student, 'lesson', onLesson(lockedLesson))).toEqual(['Aula bloqueada']);
    expect(await titles(student, 'community', `?community_id=${privateCommunity}`)).toEqual(['Mentoria']);
    expect((await frame(student, lesson)).statusCode).toBe(200);

    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(enrollments.userId, studentId), eq(enrollments.productId, mentoria)));
    await t.heard();
    expect(await titles(student, 'lesson', onLesson(lockedLesson))).toEqual([]);
    expect((await frame(student, lesson)).statusCode).toBe(404);
    expect((await frame(student, closed)).statusCode).toBe(404);
  });

  it('a warm screen still runs no statement: what decides access is kept in memory by its owner', async () => {
    await make('Aula bloqueada', { page: 'lesson', ...lockedPlace() });
    await make('Mentoria', { page: 'community', community_id: privateCommunity });
    await t.heard();
    const read = () =>
      Promise.all([titles(student, 'lesson', onLesson(lockedLesson)), titles(holder, 'community', `?community_id=${privateCommunity}`)]);
    await clockStopped(async () => {
      await read();
      expect(await countQueries(t, read)).toBe(0);
    });
  });

  it('a frame that depends on who asks is kept by the browser for that session only', async () => {
    const home = await make('Home', { page: 'homepage' });
    expect(String((await frame(student, home)).headers.vary)).toMatch(/cookie/i);
  });
});
