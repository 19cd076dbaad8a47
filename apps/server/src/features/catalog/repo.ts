import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearch } from '@trilha/shared/catalog/schemas';
import { courses, enrollments, lessonProgress, lessons, modules, platformSettings, productCourses, products } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { lessonIsPublished, lessonOpenNow, lessonOpensAt, liveEnrollment } from './policy';

type Tenant = { tenantId: number };

// ---- Shared pieces -----------------------------------------------------------------------------

/**
 * `%term%` for LIKE on a `search_text` column: the term normalized the way titles were stored,
 * with LIKE's own wildcards escaped so "50%" or "a_b" match literally. Null when nothing is left
 * to search for. (NUL bytes never get here: the input guard refuses them for every route.)
 */
export function containsPattern(term: string): string | null {
  const normalized = normalizeSearch(term);
  if (!normalized) return null;
  return `%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const matches = (column: AnyPgColumn, pattern: string): SQL => sql`${column} like ${pattern} escape '\\'`;

const moduleOfLesson = and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId));
const courseOfLesson = and(eq(courses.tenantId, lessons.tenantId), eq(courses.id, lessons.courseId));
/**
 * What students may see (docs/course-studio.md): the lesson, its module and its course published.
 * Staff pickers (above) list drafts too; every student read below takes this.
 */
const lessonPublished = and(eq(lessons.published, true), eq(modules.published, true), eq(courses.published, true));
const progressOf = (userId: number) =>
  and(eq(lessonProgress.tenantId, lessons.tenantId), eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId));

/** Course order: the school's course order, then module order, then lesson order (ids break ties). */
const schoolLessonOrder = [asc(courses.order), asc(courses.id), asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id)];

// ---- Resource lists of the spec (staff pickers) ----------------------------------------------

export function listProducts(db: Db, { tenantId }: Tenant) {
  return db
    .select({ id: products.id, title: products.title, status: products.status })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.id));
}

export function listCourseOptions(db: Db, { tenantId }: Tenant) {
  return db
    .select({ id: courses.id, title: courses.title, coverUrl: courses.coverUrl })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.order), asc(courses.id));
}

export function listModuleOptions(db: Db, { tenantId }: Tenant) {
  return db
    .select({ id: modules.id, title: modules.title, courseId: modules.courseId })
    .from(modules)
    .innerJoin(courses, and(eq(courses.tenantId, modules.tenantId), eq(courses.id, modules.courseId)))
    .where(eq(modules.tenantId, tenantId))
    .orderBy(asc(courses.order), asc(courses.id), asc(modules.order), asc(modules.id));
}

export async function findModule(db: Db, { tenantId, moduleId }: Tenant & { moduleId: number }) {
  const [row] = await db
    .select({ id: modules.id, title: modules.title, courseId: modules.courseId })
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.id, moduleId)))
    .limit(1);
  return row ?? null;
}

export function listModuleLessons(db: Db, { tenantId, moduleId }: Tenant & { moduleId: number }) {
  return db
    .select({ id: lessons.id, title: lessons.title, moduleId: lessons.moduleId, courseId: lessons.courseId, order: lessons.order })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.moduleId, moduleId)))
    .orderBy(asc(lessons.order), asc(lessons.id));
}

/** One page of the school's lessons in course order, optionally only titles matching `pattern`. */
export async function pageLessons(
  db: Db,
  { tenantId, page, perPage, pattern }: Tenant & { page: number; perPage: number; pattern?: string },
) {
  const where = and(eq(lessons.tenantId, tenantId), pattern === undefined ? undefined : matches(lessons.searchText, pattern));
  const rows = await db
    .select({ id: lessons.id, title: lessons.title, moduleId: lessons.moduleId, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(modules, moduleOfLesson)
    .innerJoin(courses, courseOfLesson)
    .where(where)
    .orderBy(...schoolLessonOrder)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(lessons).where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---- Student side ------------------------------------------------------------------------------

/** The courses the user's live enrollments open, in one query (the access rule of policy.ts). */
export async function findUnlockedCourseIds(db: Db, { tenantId, userId }: Tenant & { userId: number }) {
  const rows = await db
    .selectDistinct({ courseId: productCourses.courseId })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId), liveEnrollment()));
  return rows.map((r) => r.courseId);
}

/**
 * What a locked course offers: its title, the school's plans on sale (status active) that open it,
 * by title, each with its sales link, and the school's sales link, else the first plan's that has
 * one. Null when the school has no such course.
 */
export async function findCourseOffer(db: Db, { tenantId, courseId, limit }: Tenant & { courseId: number; limit: number }) {
  const [course] = await db
    .select({ title: courses.title, salesUrl: platformSettings.salesUrl })
    .from(courses)
    .leftJoin(platformSettings, eq(platformSettings.tenantId, courses.tenantId))
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId), eq(courses.published, true)))
    .limit(1);
  if (!course) return null;
  const plans = await db
    .select({ id: products.id, title: products.title, salesUrl: products.salesUrl })
    .from(productCourses)
    .innerJoin(products, and(eq(products.tenantId, productCourses.tenantId), eq(products.id, productCourses.productId)))
    .where(and(eq(productCourses.tenantId, tenantId), eq(productCourses.courseId, courseId), eq(products.status, 'active')))
    .orderBy(asc(products.title), asc(products.id))
    .limit(limit);
  return {
    title: course.title,
    salesUrl: course.salesUrl ?? plans.find((plan) => plan.salesUrl)?.salesUrl ?? null,
    products: plans.map((plan) => ({ id: plan.id, title: plan.title, sales_url: plan.salesUrl })),
  };
}

/** Ids of the school's courses whose title matches `pattern` (containsPattern). */
export async function findCourseIdsMatching(db: Db, { tenantId, pattern }: Tenant & { pattern: string }) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.published, true), matches(courses.searchText, pattern)));
  return new Set(rows.map((r) => r.id));
}

/** A lesson as lists name it; `learnerId` (null: staff, who preview everything) adds when drip opens it for them. */
const lessonSummaryColumns = (who: { tenantId: number; learnerId: number | null }) => ({
  opensAt: who.learnerId === null ? sql<null>`null` : lessonOpensAt({ tenantId: who.tenantId, learnerId: who.learnerId }),
  id: lessons.id,
  title: lessons.title,
  slug: lessons.slug,
  order: lessons.order,
  durationSeconds: lessons.durationSeconds,
  thumbnailUrl: lessons.thumbnailUrl,
  moduleId: lessons.moduleId,
  courseId: lessons.courseId,
  finishedAt: lessonProgress.finishedAt,
});

export type LessonSummaryRow = Awaited<ReturnType<typeof searchLessons>>[number];

/** Lessons whose title matches, in course order, with their course and module titles. */
export function searchLessons(
  db: Db,
  { tenantId, userId, pattern, limit, learnerId }: Tenant & { userId: number; pattern: string; limit: number; learnerId: number | null },
) {
  return db
    .select({ ...lessonSummaryColumns({ tenantId, learnerId }), courseTitle: courses.title, moduleTitle: modules.title })
    .from(lessons)
    .innerJoin(modules, moduleOfLesson)
    .innerJoin(courses, courseOfLesson)
    .leftJoin(lessonProgress, progressOf(userId))
    .where(and(eq(lessons.tenantId, tenantId), lessonPublished, matches(lessons.searchText, pattern)))
    .orderBy(...schoolLessonOrder)
    .limit(limit);
}

/** One lesson with what its page shows: course and module titles, media and the user's progress. */
export async function findLesson(
  db: Db,
  { tenantId, userId, lessonId, learnerId }: Tenant & { userId: number; lessonId: number; learnerId: number | null },
) {
  const [row] = await db
    .select({
      // When drip opens it for this student (null for staff, who preview everything, drafts included).
      opensAt: learnerId === null ? sql<null>`null` : lessonOpensAt({ tenantId, learnerId }),
      draft: sql<boolean>`not (${lessonPublished})`,
      id: lessons.id,
      title: lessons.title,
      slug: lessons.slug,
      description: lessons.description,
      courseId: lessons.courseId,
      courseTitle: courses.title,
      moduleId: lessons.moduleId,
      moduleTitle: modules.title,
      durationSeconds: lessons.durationSeconds,
      videoUrl: lessons.videoUrl,
      videoKey: lessons.videoKey,
      embedUrl: lessons.embedUrl,
      startedAt: lessonProgress.startedAt,
      watchedSeconds: lessonProgress.watchedSeconds,
      creditedSeconds: lessonProgress.creditedSeconds,
      finishedAt: lessonProgress.finishedAt,
      // Its materials in the same read (at most STUDIO_MATERIALS_MAX a lesson; the limit only bounds the read).
      materials: sql<
        { id: number; name: string; size: number }[]
      >`coalesce((select json_agg(json_build_object('id', x."id", 'name', x."name", 'size', x."size_bytes") order by x."id")
        from (select m."id", m."name", m."size_bytes" from "lesson_materials" m
          where m."tenant_id" = "lessons"."tenant_id" and m."lesson_id" = "lessons"."id" order by m."id" limit 100) x), '[]'::json)`,
    })
    .from(lessons)
    .innerJoin(modules, moduleOfLesson)
    .innerJoin(courses, courseOfLesson)
    .leftJoin(lessonProgress, progressOf(userId))
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId), learnerId === null ? undefined : lessonPublished))
    .limit(1);
  return row ?? null;
}

/**
 * The lesson a progress report names and whether the reporting user may watch it, in one read (a
 * progress save is the commonest write, and on the embedded database each query holds the server's
 * only thread). `learnerId` null: staff, who preview every course (policy.ts); otherwise the same
 * rule as findUnlockedCourseIds, a live enrollment in a product that opens the lesson's course.
 */
export async function findLessonForProgress(
  db: Db,
  { tenantId, lessonId, learnerId }: Tenant & { lessonId: number; learnerId: number | null },
) {
  const open = lessonOpenNow(db, { tenantId, learnerId });
  const [row] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      moduleId: lessons.moduleId,
      durationSeconds: lessons.durationSeconds,
      ownVideo: sql<boolean>`(${lessons.videoUrl} is not null or ${lessons.videoKey} is not null)`,
      open,
    })
    .from(lessons)
    // Staff (learnerId null) preview drafts, so their lesson page may report progress there too.
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId), learnerId === null ? undefined : lessonIsPublished()))
    .limit(1);
  return row ?? null;
}
