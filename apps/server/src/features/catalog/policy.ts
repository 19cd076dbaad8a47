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

/**
 * When a lesson opens for `learnerId` (docs/course-studio.md "Drip"): the latest of its own and its
 * module's rules, each a date (`release_at`) or days after the student's access to the course began
 * (the earliest live enrollment opening it); null when no rule holds it back. For a query that reads
 * `lessons` (names spelled out, as lessonIsPublished explains).
 */
export const lessonOpensAt = ({ tenantId, learnerId }: { tenantId: number; learnerId: number }) =>
  sql<Date | null>`(select greatest("lessons"."release_at", m."release_at",
      s.since + make_interval(days => "lessons"."release_after_days"), s.since + make_interval(days => m."release_after_days"))
    from "modules" m, (select min(e."created_at") as since from "enrollments" e
      join "product_courses" pc on pc."tenant_id" = e."tenant_id" and pc."product_id" = e."product_id"
      where e."tenant_id" = ${tenantId} and e."user_id" = ${learnerId} and pc."course_id" = "lessons"."course_id"
        and (e."expires_at" is null or e."expires_at" > now())) s
    where m."tenant_id" = "lessons"."tenant_id" and m."id" = "lessons"."module_id")`;

/** The SQL form of "the lesson has opened for `learnerId`" (no drip rule holds it back now). */
const lessonReleased = (who: { tenantId: number; learnerId: number }) => sql<boolean>`coalesce(${lessonOpensAt(who)} <= now(), true)`;

/**
 * The SQL form of "the member may open this lesson now", for a query that reads `lessons`: staff
 * (`learnerId` null) preview everything; a student needs a live enrollment opening its course and
 * no drip rule holding it back. What writes to a lesson or sends its files checks on every request.
 */
export const lessonOpenNow = (db: Db, { tenantId, learnerId }: { tenantId: number; learnerId: number | null }) =>
  learnerId === null
    ? sql<boolean>`true`
    : sql<boolean>`(${opensCourse(db, { tenantId, learnerId, courseId: lessons.courseId })} and ${lessonReleased({ tenantId, learnerId })})`;

/** A release rule pair as the outline keeps it; `at` in epoch milliseconds. */
export type ReleaseRule = { afterDays: number | null; at: number | null };
const DAY_MS = 86_400_000;

/**
 * The same rule in memory, for pages composed from the cached outline and the viewer: when a lesson
 * under `rules` (its module's and its own) opens for a student whose access began at `sinceMs`;
 * null when nothing holds it back.
 */
export function opensAt(rules: readonly ReleaseRule[], sinceMs: number | undefined): number | null {
  let latest: number | null = null;
  for (const rule of rules) {
    const at = rule.at ?? (rule.afterDays !== null && sinceMs !== undefined ? sinceMs + rule.afterDays * DAY_MS : null);
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return latest;
}
