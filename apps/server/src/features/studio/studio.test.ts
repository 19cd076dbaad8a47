import { STUDIO_ORDER_MAX } from '@trilha/shared/studio/constants';
import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';
import { studioPaths } from '@trilha/shared/studio/paths';
import { studioCoursesReply, studioOutlineReply, type StudioCourse, type StudioOutline } from '@trilha/shared/studio/schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, modules } from '../../db/schema/index';
import { productIdOf, signInRoles } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string, borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student, borealAdmin } = await signInRoles(t));
});
afterAll(() => t.close());
/** Each test's courses are named "Studio …"; the seed's stay as they are. */
afterEach(async () => {
  await t.ctx.db.delete(courses).where(like(courses.title, 'Studio %'));
  // Positions stay dense after the cleanup: renumber what is left through the studio itself.
  const left = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data;
  await call('PUT', studioPaths.coursesOrder(), { ids: left.map((c) => c.id) });
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, cookie = admin, host?: string) =>
  t.request({ method, url, payload, cookie, host });

async function createCourse(body: object = {}, cookie = admin): Promise<StudioCourse> {
  const res = await call('POST', studioPaths.courses(), { title: 'Studio curso', ...body }, cookie);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
async function outline(id: number): Promise<StudioOutline> {
  const res = await call('GET', studioPaths.course({ id }));
  expect(res.statusCode).toBe(200);
  return studioOutlineReply.parse(res.json()).data;
}
async function addModule(courseId: number, title: string, body: object = {}) {
  const res = await call('POST', studioPaths.courseModules({ id: courseId }), { title, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; position: number };
}
async function addLesson(moduleId: number, title: string, body: object = {}) {
  const res = await call('POST', studioPaths.moduleLessons({ id: moduleId }), { title, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; position: number; module_id: number };
}
const shelfTitles = async (cookie = student) =>
  ((await call('GET', '/api/catalog/courses', undefined, cookie)).json().data as { title: string }[]).map((c) => c.title);

describe('who may use the studio (CONTRACT "Course studio")', () => {
  it('owner and admin list the courses in order; moderators and students get 403, visitors 401', async () => {
    for (const cookie of [owner, admin]) {
      const res = await call('GET', studioPaths.courses(), undefined, cookie);
      expect(res.statusCode).toBe(200);
      const list = studioCoursesReply.parse(res.json()).data;
      expect(list.map((c) => c.position)).toEqual(list.map((_, i) => i + 1));
      expect(list[0]).toMatchObject({ published: true, modules_count: expect.any(Number), lessons_count: expect.any(Number) });
    }
    for (const cookie of [moderator, student]) {
      expect((await call('GET', studioPaths.courses(), undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', studioPaths.courses(), { title: 'Studio x' }, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ url: studioPaths.courses() })).statusCode).toBe(401);
  });

  it("another school's course is 404 to read, edit, copy or add to, and changes nothing", async () => {
    const course = await createCourse();
    for (const [method, url, payload] of [
      ['GET', studioPaths.course({ id: course.id }), undefined],
      ['PATCH', studioPaths.course({ id: course.id }), { title: 'Studio roubado' }],
      ['POST', studioPaths.courseDuplicate({ id: course.id }), undefined],
      ['POST', studioPaths.courseModules({ id: course.id }), { title: 'Intruso' }],
    ] as const) {
      expect((await call(method, url, payload, borealAdmin, BOREAL)).statusCode).toBe(404);
    }
    expect((await outline(course.id)).title).toBe('Studio curso');
    expect((await outline(course.id)).modules).toEqual([]);
  });
});

describe('courses', () => {
  it('a new course is a draft at the end of the list, with its products; students do not see it until it is published', async () => {
    const before = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data;
    const essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
    const course = await createCourse({ title: 'Studio Fotografia noturna', product_ids: [essencial, essencial] });
    expect(course).toMatchObject({ published: false, position: before.length + 1, product_ids: [essencial], modules_count: 0 });
    expect(await shelfTitles()).not.toContain('Studio Fotografia noturna');
    expect((await call('GET', `/api/catalog/courses/${course.id}`, undefined, student)).statusCode).toBe(404);

    const res = await call('PATCH', studioPaths.course({ id: course.id }), { published: true });
    expect(res.json().data).toMatchObject({ published: true });
    // The student's next screen shows it: the studio's write bumped the catalog version.
    expect(await shelfTitles()).toContain('Studio Fotografia noturna');
  });

  it("refuses a blank title and another school's product with the message, creating nothing", async () => {
    const count = async () => studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data.length;
    const before = await count();
    const blank = await call('POST', studioPaths.courses(), { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(STUDIO_TRANSLATIONS.titleRequired.pt);
    const boreal = await productIdOf(t.ctx.db, 'Assinatura Mensal', 2);
    const foreign = await call('POST', studioPaths.courses(), { title: 'Studio x', product_ids: [boreal] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(STUDIO_TRANSLATIONS.productUnknown.pt);
    const english = await call('POST', studioPaths.courses(), { title: '' }, `${admin}; lang=en`);
    expect(english.json().error).toBe(STUDIO_TRANSLATIONS.titleRequired.en);
    expect(await count()).toBe(before);
  });

  it('keeps the description as safe rich text', async () => {
    const course = await createCourse({
      description: '<p>Olá <strong>turma</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(course.description).toBe('<p>Olá <strong>turma</strong></p>');
  });

  it('reorders with every course once; a missing, foreign or repeated id is 400 and changes nothing', async () => {
    await createCourse({ title: 'Studio A' });
    await createCourse({ title: 'Studio B' });
    const list = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data;
    const ids = list.map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', studioPaths.coursesOrder(), { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(studioCoursesReply.parse(res.json()).data.map((c) => [c.id, c.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    for (const bad of [ids.slice(1), [...ids, 999_999], [ids[0], ...ids]]) {
      expect((await call('PUT', studioPaths.coursesOrder(), { ids: bad })).statusCode).toBe(400);
    }
    const after = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data;
    expect(after.map((c) => c.id)).toEqual(reversed);
  });

  it('duplicates a course as an unpublished copy at the end, with its modules and lessons in order', async () => {
    const course = await createCourse({ title: 'Studio Original', published: true });
    const first = await addModule(course.id, 'Começo');
    const second = await addModule(course.id, 'Fim', { published: false });
    await addLesson(first.id, 'Aula 1');
    await addLesson(first.id, 'Aula 2', { embed_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    await addLesson(second.id, 'Aula 3');
    const res = await call('POST', studioPaths.courseDuplicate({ id: course.id }));
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as StudioCourse;
    expect(copy).toMatchObject({ title: 'Studio Original (cópia)', published: false, modules_count: 2, lessons_count: 3, product_ids: [] });
    const copied = await outline(copy.id);
    expect(copied.modules.map((m) => [m.title, m.published, m.lessons.map((l) => [l.title, l.position, l.embed_url])])).toEqual([
      [
        'Começo',
        true,
        [
          ['Aula 1', 1, null],
          ['Aula 2', 2, 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
        ],
      ],
      ['Fim', false, [['Aula 3', 1, null]]],
    ]);
    // The copy is its own: the original's lessons are untouched.
    expect((await outline(course.id)).modules[0]!.lessons.map((l) => l.id)).not.toEqual(copied.modules[0]!.lessons.map((l) => l.id));
  });
});

describe('the outline: modules and lessons', () => {
  it('adds modules and lessons at the end, reorders them, and moves a lesson to the end of another module', async () => {
    const course = await createCourse();
    const a = await addModule(course.id, 'A');
    const b = await addModule(course.id, 'B');
    expect([a.position, b.position]).toEqual([1, 2]);
    const l1 = await addLesson(a.id, 'Um');
    const l2 = await addLesson(a.id, 'Dois');
    const l3 = await addLesson(a.id, 'Três');
    const l4 = await addLesson(b.id, 'Quatro');
    expect([l1.position, l2.position, l3.position, l4.position]).toEqual([1, 2, 3, 1]);

    expect((await call('PUT', studioPaths.courseModulesOrder({ id: course.id }), { ids: [b.id, a.id] })).statusCode).toBe(200);
    expect((await call('PUT', studioPaths.moduleLessonsOrder({ id: a.id }), { ids: [l3.id, l1.id, l2.id] })).statusCode).toBe(200);
    const moved = await call('PATCH', studioPaths.lesson({ id: l1.id }), { module_id: b.id });
    expect(moved.json().data).toMatchObject({ module_id: b.id, position: 2 });

    const shape = (await outline(course.id)).modules.map((m) => [m.title, m.position, m.lessons.map((l) => [l.title, l.position])]);
    expect(shape).toEqual([
      [
        'B',
        1,
        [
          ['Quatro', 1],
          ['Um', 2],
        ],
      ],
      [
        'A',
        2,
        [
          ['Três', 1],
          ['Dois', 2],
        ],
      ],
    ]);
  });

  it("a reorder naming another module's lesson is 400 and changes nothing", async () => {
    const course = await createCourse();
    const a = await addModule(course.id, 'A');
    const b = await addModule(course.id, 'B');
    const l1 = await addLesson(a.id, 'Um');
    const l2 = await addLesson(b.id, 'Dois');
    const res = await call('PUT', studioPaths.moduleLessonsOrder({ id: a.id }), { ids: [l2.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(STUDIO_TRANSLATIONS.orderMismatch.pt);
    expect((await outline(course.id)).modules.map((m) => m.lessons.map((l) => l.id))).toEqual([[l1.id], [l2.id]]);
  });

  it('checks the embed link and the drip rule; setting one rule clears the other', async () => {
    const course = await createCourse();
    const m = await addModule(course.id, 'A');
    const bad = await call('POST', studioPaths.moduleLessons({ id: m.id }), { title: 'X', embed_url: 'https://evil.example/embed/1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(STUDIO_TRANSLATIONS.embedInvalid.pt);
    const both = await call('PATCH', studioPaths.module({ id: m.id }), { release_after_days: 3, release_at: '2027-01-10T12:00:00.000Z' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(STUDIO_TRANSLATIONS.releaseBoth.pt);
    expect((await call('PATCH', studioPaths.module({ id: m.id }), { release_after_days: 7 })).json().data).toMatchObject({
      release_after_days: 7,
      release_at: null,
    });
    expect((await call('PATCH', studioPaths.module({ id: m.id }), { release_at: '2027-01-10T12:00:00-03:00' })).json().data).toMatchObject({
      release_after_days: null,
      release_at: '2027-01-10T15:00:00.000Z',
    });
    expect((await call('PATCH', studioPaths.module({ id: m.id }), {})).statusCode).toBe(400);
  });

  it('students see only published lessons of published modules: absent from the course, the search and the lesson page', async () => {
    const essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
    const course = await createCourse({ title: 'Studio Visível', published: true, product_ids: [essencial] });
    const open = await addModule(course.id, 'Aberto');
    const hidden = await addModule(course.id, 'Escondido', { published: false });
    const shown = await addLesson(open.id, 'Studio aula pública');
    const draft = await addLesson(open.id, 'Studio aula rascunho', { published: false });
    const inHidden = await addLesson(hidden.id, 'Studio aula do módulo oculto');

    const page = (await call('GET', `/api/catalog/courses/${course.id}`, undefined, student)).json();
    expect(page.modules.map((m: { title: string }) => m.title)).toEqual(['Aberto']);
    const found = (await call('GET', '/api/catalog/search?search=Studio aula', undefined, student)).json();
    expect(found.lessons.map((l: { title: string }) => l.title)).toEqual(['Studio aula pública']);
    expect((await call('GET', `/api/catalog/lessons/${shown.id}`, undefined, student)).statusCode).toBe(200);
    for (const lesson of [draft, inHidden]) {
      expect((await call('GET', `/api/catalog/lessons/${lesson.id}`, undefined, student)).statusCode).toBe(404);
    }
    // Published from the studio, it is there on the next read.
    await call('PATCH', studioPaths.lesson({ id: draft.id }), { published: true });
    expect((await call('GET', `/api/catalog/lessons/${draft.id}`, undefined, student)).statusCode).toBe(200);
  });

  it('writes at once (adds, edits, reorders) all succeed and leave the positions dense', async () => {
    const course = await createCourse();
    const ids = studioCoursesReply.parse((await call('GET', studioPaths.courses())).json()).data.map((c) => c.id);
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => call('POST', studioPaths.courseModules({ id: course.id }), { title: `M${i}` })),
      ...Array.from({ length: 5 }, (_, i) => call('PATCH', studioPaths.course({ id: course.id }), { title: `Studio edição ${i}` })),
      ...Array.from({ length: 5 }, () => call('PUT', studioPaths.coursesOrder(), { ids })),
    ]);
    expect(replies.map((r) => r.statusCode).filter((code) => code >= 300)).toEqual([]);
    expect((await outline(course.id)).modules.map((m) => m.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('the database holds each position once per parent (a deferrable unique constraint)', async () => {
    const course = await createCourse();
    await addModule(course.id, 'A');
    await expect(t.ctx.db.insert(modules).values({ tenantId: 1, courseId: course.id, title: 'Duplicado', order: 1 })).rejects.toThrow();
    const rows = await t.ctx.db
      .select({ order: modules.order })
      .from(modules)
      .where(and(eq(modules.tenantId, 1), eq(modules.courseId, course.id)));
    expect(rows).toEqual([{ order: 1 }]);
  });
});

describe('limits (docs/course-studio.md "Limits")', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => i + 2);
  const refused = (res: { statusCode: number; json: () => { error: string } }, key: 'coursesFull' | 'modulesFull' | 'lessonsFull') =>
    expect([res.statusCode, res.json().error]).toEqual([409, STUDIO_TRANSLATIONS[key].pt]);

  it('a course holds at most 2000 modules and 2000 lessons: the next add or move in is 409 and changes nothing', async () => {
    const course = await createCourse({ title: 'Studio cheio' });
    const first = await addModule(course.id, 'Studio M1');
    await addLesson(first.id, 'Studio A1');
    const [row] = await t.ctx.db.select({ tenantId: courses.tenantId }).from(courses).where(eq(courses.id, course.id));
    const tenantId = row!.tenantId;
    await t.ctx.db
      .insert(modules)
      .values(filler(STUDIO_ORDER_MAX - 1).map((order) => ({ tenantId, courseId: course.id, title: `M${order}`, order })));
    refused(await call('POST', studioPaths.courseModules({ id: course.id }), { title: 'Uma a mais' }), 'modulesFull');
    await t.ctx.db.insert(lessons).values(
      filler(STUDIO_ORDER_MAX - 1).map((order) => ({
        tenantId,
        courseId: course.id,
        moduleId: first.id,
        title: `A${order}`,
        slug: `a${order}`,
        order,
      })),
    );
    refused(await call('POST', studioPaths.moduleLessons({ id: first.id }), { title: 'Uma a mais' }), 'lessonsFull');
    // A lesson of another course may not move in either; moving within the course stays free.
    const other = await createCourse({ title: 'Studio outro' });
    const stray = await addLesson((await addModule(other.id, 'Studio M')).id, 'Studio solta');
    refused(await call('PATCH', studioPaths.lesson({ id: stray.id }), { module_id: first.id }), 'lessonsFull');
    const full = await outline(course.id);
    expect([full.modules.length, full.modules.flatMap((m) => m.lessons).length]).toEqual([STUDIO_ORDER_MAX, STUDIO_ORDER_MAX]);
    const [, second] = full.modules;
    expect((await call('PATCH', studioPaths.lesson({ id: full.modules[0]!.lessons[0]!.id }), { module_id: second!.id })).statusCode).toBe(
      200,
    );
  });

  it('a school holds at most 2000 courses: creating or duplicating the next is 409', async () => {
    const course = await createCourse();
    const [row] = await t.ctx.db.select({ tenantId: courses.tenantId }).from(courses).where(eq(courses.id, course.id));
    const held = (await call('GET', studioPaths.courses())).json().data.length as number;
    await t.ctx.db
      .insert(courses)
      .values(filler(STUDIO_ORDER_MAX - held).map((i) => ({ tenantId: row!.tenantId, title: `Studio extra ${i}`, order: held + i - 1 })));
    expect((await call('GET', studioPaths.courses())).json().data).toHaveLength(STUDIO_ORDER_MAX);
    refused(await call('POST', studioPaths.courses(), { title: 'Studio a mais' }), 'coursesFull');
    refused(await call('POST', studioPaths.courseDuplicate({ id: course.id })), 'coursesFull');
    expect((await call('GET', studioPaths.courses())).json().data).toHaveLength(STUDIO_ORDER_MAX);
  });
});
