import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { courses, enrollments, lessonProgress, lessons, modules, productCourses } from '../../db/schema/index';
import { perDatabase } from '../../platform/caches';
import { intArray } from '../../platform/db/arrays';
import type { Db } from '../../platform/db/client';

const ph = (name: string) => sql.placeholder(name);

/**
 * Progress as the directory shows it, in three small statements prepared once per database (each
 * plans once per connection; the directory runs them on every page): the courses the students' live
 * products open, those courses' published lessons, the students' finished ones among them.
 */
const prepared = perDatabase((db: Db) => ({
  opened: db
    .selectDistinct({ userId: enrollments.userId, courseId: productCourses.courseId })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(
      and(
        eq(enrollments.tenantId, ph('tenantId')),
        sql`${enrollments.userId} = any(${ph('ids')}::int[])`,
        or(isNull(enrollments.expiresAt), gt(enrollments.expiresAt, sql`now()`)),
      ),
    )
    .prepare('students_opened'),
  lessons: db
    .select({ courseId: lessons.courseId, lessons: sql<number>`count(*)::int` })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId), eq(modules.published, true)))
    .innerJoin(courses, and(eq(courses.tenantId, lessons.tenantId), eq(courses.id, lessons.courseId), eq(courses.published, true)))
    .where(
      and(eq(lessons.tenantId, ph('tenantId')), sql`${lessons.courseId} = any(${ph('courseIds')}::int[])`, eq(lessons.published, true)),
    )
    .groupBy(lessons.courseId)
    .prepare('students_course_lessons'),
  finished: db
    .select({ userId: lessonProgress.userId, courseId: lessons.courseId, done: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .innerJoin(
      lessons,
      and(eq(lessons.tenantId, lessonProgress.tenantId), eq(lessons.id, lessonProgress.lessonId), eq(lessons.published, true)),
    )
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId), eq(modules.published, true)))
    .where(
      and(
        eq(lessonProgress.tenantId, ph('tenantId')),
        sql`${lessonProgress.userId} = any(${ph('ids')}::int[])`,
        sql`${lessonProgress.finishedAt} is not null`,
        sql`${lessons.courseId} = any(${ph('courseIds')}::int[])`,
      ),
    )
    .groupBy(lessonProgress.userId, lessons.courseId)
    .prepare('students_finished'),
}));

/**
 * Overall progress of each of the students: finished lessons among the published lessons of the
 * published courses their live products open (the catalog's own rule of what a student sees), 0-100.
 */
export async function overallProgress(
  db: Db,
  { tenantId }: { tenantId: number },
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const percents = new Map<number, number>();
  if (userIds.length === 0) return percents;
  const ids = intArray(userIds);
  const opened = await prepared(db).opened.execute({ tenantId, ids });
  if (opened.length === 0) return percents;
  const courseIds = intArray([...new Set(opened.map((o) => o.courseId))]);
  const [totals, finished] = await Promise.all([
    prepared(db).lessons.execute({ tenantId, courseIds }),
    prepared(db).finished.execute({ tenantId, ids, courseIds }),
  ]);
  const lessonsOf = new Map(totals.map((t) => [t.courseId, t.lessons]));
  const doneOf = new Map(finished.map((f) => [`${f.userId}:${f.courseId}`, f.done]));
  const sums = new Map<number, { total: number; done: number }>();
  for (const { userId, courseId } of opened) {
    const sum = sums.get(userId) ?? { total: 0, done: 0 };
    sum.total += lessonsOf.get(courseId) ?? 0;
    sum.done += doneOf.get(`${userId}:${courseId}`) ?? 0;
    sums.set(userId, sum);
  }
  for (const [userId, { total, done }] of sums) percents.set(userId, total > 0 ? Math.round((100 * done) / total) : 0);
  return percents;
}
