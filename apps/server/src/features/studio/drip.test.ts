import { studioPaths } from '@trilha/shared/studio/paths';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments } from '../../db/schema/index';
import { signInRoles } from '../../test/builders';
import { productIds, userId } from '../../test/gamification';
import { createTestApp, type TestApp } from '../../test/harness';
import { studioBuilder } from './test-support';

// CONTRACT "Course studio", drip and the staff's preview of drafts. Drip: a module or lesson with release_after_days opens that many days
// after the student's access began, one with release_at on that date; before then it shows, locked,
// with release_at in the student replies, and nothing of it plays, downloads or takes comments.

let t: TestApp;
let admin: string, student: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, student } = await signInRoles(t));
});
afterAll(async () => {
  await t.ctx.db.delete(courses).where(like(courses.title, 'Drip %'));
  await t.close();
});

const { created } = studioBuilder(
  () => t,
  () => admin,
);

describe('drip release', () => {
  it("locks a module 30 days after the student's access and a lesson until its date; staff see everything open", async () => {
    const [product] = await productIds(t);
    const course = await created(studioPaths.courses(), { title: 'Drip curso', published: true, product_ids: [product] });
    const first = await created(studioPaths.courseModules({ id: course.id }), { title: 'Já aberto' });
    const later = await created(studioPaths.courseModules({ id: course.id }), { title: 'Daqui a 30 dias', release_after_days: 30 });
    const open = await created(studioPaths.moduleLessons({ id: first.id }), { title: 'Aberta', release_at: '2020-01-01T00:00:00Z' });
    const dated = await created(studioPaths.moduleLessons({ id: first.id }), { title: 'Com data', release_at: '2099-03-01T12:00:00Z' });
    const today = await created(studioPaths.moduleLessons({ id: first.id }), { title: 'Zero dias', release_after_days: 0 });
    const dripped = await created(studioPaths.moduleLessons({ id: later.id }), { title: 'Do módulo tardio' });

    const [since] = await t.ctx.db
      .select({ at: enrollments.createdAt })
      .from(enrollments)
      .where(and(eq(enrollments.userId, await userId(t, 'aluno@aurora.test')), eq(enrollments.productId, product!)))
      .orderBy(asc(enrollments.createdAt));
    const moduleOpens = new Date(since!.at.getTime() + 30 * DAY).toISOString();

    const page = (await t.request({ url: `/api/catalog/courses/${course.id}`, cookie: student })).json();
    const lessons = page.modules.flatMap((m: { lessons: { id: number; locked: boolean; release_at: string | null }[] }) => m.lessons);
    const stateOf = (id: number) => lessons.find((l: { id: number }) => l.id === id);
    expect(stateOf(open.id)).toMatchObject({ locked: false, release_at: null });
    expect(stateOf(today.id)).toMatchObject({ locked: false, release_at: null });
    expect(stateOf(dated.id)).toMatchObject({ locked: true, release_at: '2099-03-01T12:00:00.000Z' });
    expect(stateOf(dripped.id)).toMatchObject({ locked: true, release_at: moduleOpens });

    const modulePage = (await t.request({ url: `/api/catalog/modules/${later.id}`, cookie: student })).json();
    expect(modulePage.lessons[0]).toMatchObject({ id: dripped.id, locked: true, release_at: moduleOpens });

    const detail = (await t.request({ url: `/api/catalog/lessons/${dripped.id}`, cookie: student })).json().lesson;
    expect(detail).toMatchObject({ locked: true, release_at: moduleOpens, video_url: null, materials: [], description: '' });
    // The lesson page's link to the next lesson says the same (read from the cached outline).
    const openPage = (await t.request({ url: `/api/catalog/lessons/${open.id}`, cookie: student })).json();
    expect(openPage.next).toMatchObject({ id: dated.id, locked: true, release_at: '2099-03-01T12:00:00.000Z' });
    const progress = await t.request({
      method: 'PUT',
      url: `/api/catalog/lessons/${dated.id}/progress`,
      cookie: student,
      payload: { watched_seconds: 1 },
    });
    expect(progress.statusCode).toBe(403);
    const comment = await t.request({
      method: 'POST',
      url: `/api/auth/aulas/1/${dated.id}/comments`,
      cookie: student,
      payload: { content: 'Cedo demais' },
    });
    expect(comment.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/catalog/lessons/${open.id}/progress`,
          cookie: student,
          payload: { watched_seconds: 1 },
        })
      ).statusCode,
    ).toBe(200);

    // A member without the course: locked for that reason, with no drip date to wait for.
    const outsider = await t.login('aluna@aurora.test');
    expect((await t.request({ url: `/api/catalog/lessons/${dated.id}`, cookie: outsider })).json().lesson).toMatchObject({
      locked: true,
      release_at: null,
    });
    const found = (await t.request({ url: '/api/catalog/search?search=Com%20data', cookie: outsider })).json();
    expect(found.lessons.find((l: { id: number }) => l.id === dated.id)).toMatchObject({ locked: true, release_at: null });

    // Staff preview everything: nothing is held back for them.
    const staffPage = (await t.request({ url: `/api/catalog/courses/${course.id}`, cookie: admin })).json();
    const staffLessons = staffPage.modules.flatMap((m: { lessons: { locked: boolean; release_at: string | null }[] }) => m.lessons);
    expect(staffLessons.every((l: { locked: boolean; release_at: string | null }) => !l.locked && l.release_at === null)).toBe(true);
    expect((await t.request({ url: `/api/catalog/lessons/${dripped.id}`, cookie: admin })).json().lesson).toMatchObject({
      locked: false,
      release_at: null,
    });

    // The rule changed in the studio: the student's next screen shows it.
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: studioPaths.module({ id: later.id }),
          cookie: admin,
          payload: { release_after_days: null },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.request({ url: `/api/catalog/lessons/${dripped.id}`, cookie: student })).json().lesson).toMatchObject({
      locked: false,
      release_at: null,
    });
  });
});

describe('the staff\'s preview of drafts (docs/course-studio.md "Preview")', () => {
  it('staff open a draft course, module and lesson as students would see them, marked draft; students get 404', async () => {
    const [product] = await productIds(t);
    const course = await created(studioPaths.courses(), { title: 'Drip rascunho', product_ids: [product] });
    const module = await created(studioPaths.courseModules({ id: course.id }), { title: 'Módulo rascunho', published: false });
    const lesson = await created(studioPaths.moduleLessons({ id: module.id }), { title: 'Aula rascunho' });

    const page = await t.request({ url: `/api/catalog/courses/${course.id}`, cookie: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json().course).toMatchObject({ id: course.id, draft: true });
    expect(page.json().modules[0]).toMatchObject({ id: module.id, draft: true, lessons: [{ id: lesson.id, draft: true, locked: false }] });
    expect((await t.request({ url: `/api/catalog/modules/${module.id}`, cookie: admin })).json().module).toMatchObject({ draft: true });
    const detail = await t.request({ url: `/api/catalog/lessons/${lesson.id}`, cookie: admin });
    expect(detail.json().lesson).toMatchObject({ id: lesson.id, draft: true, locked: false });
    expect((await t.request({ url: `/api/auth/aulas/1/${lesson.id}/comments`, cookie: admin })).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/catalog/lessons/${lesson.id}/progress`,
          cookie: admin,
          payload: { watched_seconds: 1 },
        })
      ).statusCode,
    ).toBe(200);

    for (const url of [`/api/catalog/courses/${course.id}`, `/api/catalog/modules/${module.id}`, `/api/catalog/lessons/${lesson.id}`]) {
      expect((await t.request({ url, cookie: student })).statusCode).toBe(404);
    }
    // Published: students see it, and no reply of theirs carries `draft`.
    await t.request({ method: 'PATCH', url: studioPaths.course({ id: course.id }), cookie: admin, payload: { published: true } });
    await t.request({ method: 'PATCH', url: studioPaths.module({ id: module.id }), cookie: admin, payload: { published: true } });
    const seen = (await t.request({ url: `/api/catalog/courses/${course.id}`, cookie: student })).json();
    expect(JSON.stringify(seen)).not.toContain('draft');
    expect(JSON.stringify((await t.request({ url: `/api/catalog/courses/${course.id}`, cookie: admin })).json())).not.toContain('draft');
  });
});
