import { and, asc, eq } from 'drizzle-orm';
import { courses, lessons, modules } from '../../db/schema/index';
import { defineCache, derivedFrom } from '../../platform/caches';
import type { Db } from '../../platform/db/client';

/** A lesson as the shelf, the course page and the module page list it. */
export type OutlineLesson = {
  id: number;
  slug: string;
  title: string;
  order: number;
  durationSeconds: number;
  thumbnailUrl: string | null;
  moduleId: number;
};
/** A module of a course in module order, with its lessons in lesson order (possibly none). */
export type OutlineModule = { id: number; title: string; order: number; coverUrl: string | null; lessons: OutlineLesson[] };
/** A course as every student's shelf shows it, with its lessons in course order and its modules. */
export type OutlineCourse = {
  id: number;
  title: string;
  description: string;
  coverUrl: string | null;
  lessons: OutlineLesson[];
  modules: OutlineModule[];
};
type Outline = { version: number; courses: OutlineCourse[] };

/**
 * The school's course outline as students see it (published courses, modules and lessons only), the
 * same for all its students, checked against
 * `tenants.catalog_version` on every read: a home view then costs the user's own small sets (the
 * viewer's access and finished lessons) instead of re-joining thousands of lessons per request.
 */
export const outlineCache = defineCache<number, Outline>({
  name: 'outline',
  what: "the school's outline (courses and lessons)",
  where: 'features/catalog/outline.ts',
  keyedBy: 'school',
  checkedAgainst: 'catalog version',
  max: 1_000,
});

/** `version` is the school's catalog version as the caller read it (platform/content-versions.ts). */
export async function loadOutline(db: Db, tenantId: number, version: number): Promise<OutlineCourse[]> {
  const schools = outlineCache.of(db);
  const hit = schools.get(tenantId);
  if (hit?.version === version) return hit.courses;
  // Read after the version: a write landing in between makes the next read reload, never serve stale rows.
  const fresh = { version, courses: await readOutline(db, tenantId) };
  schools.set(tenantId, fresh);
  return fresh.courses;
}

async function readOutline(db: Db, tenantId: number): Promise<OutlineCourse[]> {
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, description: courses.description, coverUrl: courses.coverUrl })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.published, true)))
    .orderBy(asc(courses.order), asc(courses.id));
  const moduleRows = await db
    .select({ id: modules.id, courseId: modules.courseId, title: modules.title, order: modules.order, coverUrl: modules.coverUrl })
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.published, true)))
    .orderBy(asc(modules.order), asc(modules.id));
  const lessonRows = await db
    .select({
      courseId: lessons.courseId,
      id: lessons.id,
      slug: lessons.slug,
      title: lessons.title,
      order: lessons.order,
      durationSeconds: lessons.durationSeconds,
      thumbnailUrl: lessons.thumbnailUrl,
      moduleId: lessons.moduleId,
    })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId)))
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.published, true), eq(modules.published, true)))
    .orderBy(asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id));
  const byCourse = new Map<number, OutlineCourse>(courseRows.map((c) => [c.id, { ...c, lessons: [], modules: [] }]));
  const byModule = new Map<number, OutlineModule>();
  for (const { courseId, ...module } of moduleRows) {
    const entry = { ...module, lessons: [] };
    byModule.set(module.id, entry);
    byCourse.get(courseId)?.modules.push(entry);
  }
  for (const { courseId, ...lesson } of lessonRows) {
    byCourse.get(courseId)?.lessons.push(lesson);
    byModule.get(lesson.moduleId)?.lessons.push(lesson);
  }
  return [...byCourse.values()];
}

/** Per outline (that is, per catalog version): lesson id -> its course. */
const coursesOfLessons = derivedFrom(
  (outline: readonly OutlineCourse[]) =>
    new Map(outline.flatMap((course) => course.lessons.map((lesson): [number, number] => [lesson.id, course.id]))),
);

/**
 * The course of a lesson of the school, or undefined when the school has none with that id: from
 * the cached outline, so the lesson page's reads (comments, marquee) run no statement to learn it.
 * `catalogVersion` is the school's version as the caller's viewer read it (readViewer).
 */
export async function lessonCourse(db: Db, tenantId: number, catalogVersion: number, lessonId: number): Promise<number | undefined> {
  const outline = await loadOutline(db, tenantId, catalogVersion);
  return coursesOfLessons(outline).get(lessonId);
}
