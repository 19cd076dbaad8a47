import { asc, eq } from 'drizzle-orm';
import { courses, lessons, modules } from '../db/schema/index';
import type { TestApp } from './harness';

/** Seeded ids by title, read from the database so tests do not depend on identity sequences. */
export async function catalogIds(t: TestApp, tenantId: number) {
  const db = t.ctx.db;
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.order));
  const moduleRows = await db
    .select({ id: modules.id, title: modules.title, courseId: modules.courseId })
    .from(modules)
    .where(eq(modules.tenantId, tenantId))
    .orderBy(asc(modules.id));
  const lessonRows = await db
    .select({ id: lessons.id, title: lessons.title, courseId: lessons.courseId, moduleId: lessons.moduleId })
    .from(lessons)
    .where(eq(lessons.tenantId, tenantId))
    .orderBy(asc(lessons.id));
  const byTitle = <T extends { title: string }>(rows: T[], title: string) => {
    const row = rows.find((r) => r.title === title);
    if (!row) throw new Error(`not seeded: ${title}`);
    return row;
  };
  return {
    courses: courseRows,
    modules: moduleRows,
    lessons: lessonRows,
    course: (title: string) => byTitle(courseRows, title).id,
    module: (title: string, courseTitle: string) =>
      moduleRows.find((m) => m.title === title && m.courseId === byTitle(courseRows, courseTitle).id)!.id,
    lesson: (title: string) => byTitle(lessonRows, title).id,
  };
}
export type CatalogIds = Awaited<ReturnType<typeof catalogIds>>;
