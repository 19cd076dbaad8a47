import { and, eq, sql } from 'drizzle-orm';
import { courses, lessons, modules } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { closeGap, lessonsOf, type Tenant } from './repo';

/** The course studio's deletions (docs/course-studio.md "Deleting"): the rows, held and removed, each closing its parent's gap. */

/**
 * The lessons a deletion takes with it (of a course, of a module, or the one lesson), held for the
 * transaction: a comment, like or progress report written meanwhile waits for the deletion and then
 * finds its lesson gone (404), instead of slipping in after the deletion named what went.
 */
export async function lockLessonsUnder(
  tx: Db,
  { tenantId, courseId, moduleId, lessonId }: Tenant & { courseId?: number; moduleId?: number; lessonId?: number },
) {
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.tenantId, tenantId),
        courseId !== undefined ? eq(lessons.courseId, courseId) : undefined,
        moduleId !== undefined ? eq(lessons.moduleId, moduleId) : undefined,
        lessonId !== undefined ? eq(lessons.id, lessonId) : undefined,
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** Deletes a lesson (what hangs on it goes by the foreign keys) and closes its module's gap. */
export async function deleteLessonRow(
  tx: Db,
  { tenantId, lessonId, moduleId, position }: Tenant & { lessonId: number; moduleId: number; position: number },
) {
  await tx.delete(lessons).where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)));
  await closeGap(tx, lessons, lessonsOf(tenantId, moduleId), position);
}

/** Deletes a module with its lessons and closes its course's gap. */
export async function deleteModuleRow(
  tx: Db,
  { tenantId, moduleId, courseId, position }: Tenant & { moduleId: number; courseId: number; position: number },
) {
  await tx.delete(modules).where(and(eq(modules.tenantId, tenantId), eq(modules.id, moduleId)));
  await closeGap(tx, modules, sql`"tenant_id" = ${tenantId} and "course_id" = ${courseId}`, position);
}

/** Deletes a course with its modules, lessons and product links, and closes the school's gap. */
export async function deleteCourseRow(tx: Db, { tenantId, courseId, position }: Tenant & { courseId: number; position: number }) {
  await tx.delete(courses).where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)));
  await closeGap(tx, courses, sql`"tenant_id" = ${tenantId}`, position);
}
