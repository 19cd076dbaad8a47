import { and, eq, gt, isNull, or, sql, type Column } from 'drizzle-orm';
import { enrollments, lessons, productCourses } from '../../db/schema/index';
import { isStaff } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';

/**
 * Who sees which course (docs/catalog.md), one rule a line:
 * - staff (any role other than student) see every course unlocked, so they can preview it;
 * - anyone else opens a course through a live enrollment in a product that opens it;
 * - a live enrollment has no expiry or one in the future; the product's status does not matter
 *   (it only decides what is on sale, never what a holder already bought).
 */
export type CourseAccess = { everything: true } | { everything: false; courseIds: ReadonlySet<number> };

export const previewsEverything = (user: SessionUser) => isStaff(user.roles);

/** The SQL form of "live enrollment", so the set-based query and the rule above cannot drift. */
export const liveEnrollment = () => or(isNull(enrollments.expiresAt), gt(enrollments.expiresAt, sql`now()`));

/**
 * The SQL form of "`learnerId` opens the course in `courseId`" (a column of the caller's query, or
 * a known id for a check made away from a request, such as a doubt's notification): a
 * live enrollment in a product that includes it. Writes check it fresh in their own read, so an
 * enrolment that just ended locks at once; reads take the viewer's copy (viewer.ts).
 */
export const opensCourse = (
  db: Db,
  { tenantId, learnerId, courseId }: { tenantId: number; learnerId: number; courseId: Column | number },
) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(
      and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, learnerId), eq(productCourses.courseId, courseId), liveEnrollment()),
    )})`;

export const isCourseLocked = (access: CourseAccess, courseId: number) => !access.everything && !access.courseIds.has(courseId);

/**
 * Whether students may see a lesson (docs/course-studio.md): it, its module and its course are
 * published. For a query that reads `lessons` without joining its module and course.
 */
export const lessonIsPublished = () =>
  and(
    eq(lessons.published, true),
    // Names spelled out: Drizzle may leave a one-table query's columns unqualified, and "id" inside
    // the subquery would then mean the module's.
    sql`exists (select 1 from "modules" m join "courses" c on c."tenant_id" = m."tenant_id" and c."id" = m."course_id"
      where m."tenant_id" = "lessons"."tenant_id" and m."id" = "lessons"."module_id" and m."published" and c."published")`,
  );
