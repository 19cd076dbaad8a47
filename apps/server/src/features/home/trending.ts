import { MAX_CAROUSEL_ITEMS } from '@trilha/shared/carousels/schemas';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { courses, enrollments, lessonProgress, lessons, productCourses } from '../../db/schema/index';
import { defineCache, expiryOf } from '../../platform/caches';
import type { Db } from '../../platform/db/client';

/** "Em alta" looks back this far (docs/home.md): new enrolments a month, active students two weeks. */
const ENROLMENT_DAYS = 30;
const ACTIVITY_DAYS = 14;
/** The same ranking for every student of a school, recomputed at most this often. */
const TRENDING_TTL_MS = 10 * 60_000;

type Entry = { catalog: number; expires: number; ids: Promise<number[]> };
export const trendingCache = defineCache<number, Entry>({
  name: 'trending',
  what: 'the "Em alta" ranking of courses',
  where: 'features/home/trending.ts',
  keyedBy: 'school',
  checkedAgainst: 'catalog version',
  lifetime: { ms: TRENDING_TTL_MS },
  max: 1_000,
});

/**
 * The school's course ids, most trending first. Cached per school for TRENDING_TTL_MS and keyed by
 * the catalog version, so a course removed or added is reflected at the next read.
 */
export function loadTrending(db: Db, tenantId: number, catalogVersion: number, now = Date.now()): Promise<number[]> {
  const schools = trendingCache.of(db);
  const hit = schools.get(tenantId);
  if (hit?.catalog === catalogVersion && hit.expires > now) return hit.ids;
  const entry: Entry = { catalog: catalogVersion, expires: expiryOf(trendingCache, now), ids: readTrending(db, tenantId) };
  schools.set(tenantId, entry);
  entry.ids.catch(() => {
    if (schools.get(tenantId) === entry) schools.delete(tenantId);
  });
  return entry.ids;
}

/**
 * Score = enrolments of the last 30 days in products that open the course, plus distinct students
 * with lesson progress in it during the last 14 days. Courses scoring 0 are not "em alta"; ties
 * keep the school's course order.
 */
async function readTrending(db: Db, tenantId: number): Promise<number[]> {
  const enrolled = db
    .select({ courseId: productCourses.courseId, enrolments: sql<number>`count(*)::int`.as('enrolments') })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(and(eq(enrollments.tenantId, tenantId), gt(enrollments.createdAt, sql`now() - make_interval(days => ${ENROLMENT_DAYS}::int)`)))
    .groupBy(productCourses.courseId)
    .as('enrolled');
  const active = db
    .select({ courseId: lessons.courseId, students: sql<number>`count(distinct ${lessonProgress.userId})::int`.as('students') })
    .from(lessonProgress)
    .innerJoin(lessons, and(eq(lessons.tenantId, lessonProgress.tenantId), eq(lessons.id, lessonProgress.lessonId)))
    .where(
      and(eq(lessonProgress.tenantId, tenantId), gt(lessonProgress.updatedAt, sql`now() - make_interval(days => ${ACTIVITY_DAYS}::int)`)),
    )
    .groupBy(lessons.courseId)
    .as('active');
  // Distinct aliases: drizzle names a subquery's columns unqualified.
  const score = sql<number>`coalesce(${enrolled.enrolments}, 0) + coalesce(${active.students}, 0)`;
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .leftJoin(active, eq(active.courseId, courses.id))
    .where(and(eq(courses.tenantId, tenantId), gt(score, 0)))
    .orderBy(desc(score), asc(courses.order), asc(courses.id))
    .limit(MAX_CAROUSEL_ITEMS);
  return rows.map((r) => r.id);
}
