import { and, asc, eq, sql } from 'drizzle-orm';
import { courses, lessons, modules } from '../../db/schema/index';
import { defineCache, derivedFrom } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { ReleaseRule } from './policy';

/** A lesson as the shelf, the course page and the module page list it. */
export type OutlineLesson = {
  id: number;
  slug: string;
  title: string;
  order: number;
  durationSeconds: number;
  thumbnailUrl: string | null;
  moduleId: number;
  /** Drip: its module's and its own rules, those that are set (policy.ts opensAt). */
  release: ReleaseRule[];
  /** Only in the staff's outline: the lesson or its module is a draft (students never see it). */
  draft: boolean;
};
/** A module of a course in module order, with its lessons in lesson order (possibly none). */
export type OutlineModule = { id: number; title: string; order: number; coverUrl: string | null; draft: boolean; lessons: OutlineLesson[] };
/** A course as every student's shelf shows it, with its lessons in course order and its modules. */
export type OutlineCourse = {
  id: number;
  title: string;
  description: string;
  coverUrl: string | null;
  draft: boolean;
  lessons: OutlineLesson[];
  modules: OutlineModule[];
};
/** `courses` is the read's promise, shared while it runs: after a studio write every reader misses at once, and one read serves them all. */
type Outline = { version: number; courses: Promise<OutlineCourse[]> };

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

/**
 * The same with the drafts, for staff who preview the school as a student would see it
 * (docs/course-studio.md "Preview"): each draft marked.
 */
export const draftOutlineCache = defineCache<number, Outline>({
  name: 'outline-with-drafts',
  what: "the school's outline with its drafts, for staff previews",
  where: 'features/catalog/outline.ts',
  keyedBy: 'school',
  checkedAgainst: 'catalog version',
  max: 1_000,
});

/**
 * `version` is the school's catalog version as the caller read it (platform/content-versions.ts);
 * `drafts` (staff) reads the outline with its drafts.
 */
export function loadOutline(db: Db, tenantId: number, version: number, { drafts = false } = {}): Promise<OutlineCourse[]> {
  const schools = (drafts ? draftOutlineCache : outlineCache).of(db);
  const hit = schools.get(tenantId);
  // A newer outline than the caller's version serves it too: it only misses writes the caller has not seen yet.
  if (hit && hit.version >= version) return hit.courses;
  // Read after the version: a write landing in between makes the next read reload, never serve stale rows.
  const entry: Outline = { version, courses: readOutline(db, tenantId, drafts) };
  schools.set(tenantId, entry);
  // A failed read is not kept: the next reader tries again.
  entry.courses.catch(() => {
    if (schools.get(tenantId) === entry) schools.delete(tenantId);
  });
  return entry.courses;
}

async function readOutline(db: Db, tenantId: number, drafts: boolean): Promise<OutlineCourse[]> {
  const onlyPublished = <T>(condition: T) => (drafts ? undefined : condition);
  const courseRows = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      coverUrl: courses.coverUrl,
      draft: sql<boolean>`not ${courses.published}`,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), onlyPublished(eq(courses.published, true))))
    .orderBy(asc(courses.order), asc(courses.id));
  const moduleRows = await db
    .select({
      id: modules.id,
      courseId: modules.courseId,
      title: modules.title,
      order: modules.order,
      coverUrl: modules.coverUrl,
      draft: sql<boolean>`not ${modules.published}`,
    })
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), onlyPublished(eq(modules.published, true))))
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
      releaseAfterDays: lessons.releaseAfterDays,
      releaseAt: lessons.releaseAt,
      moduleReleaseAfterDays: modules.releaseAfterDays,
      moduleReleaseAt: modules.releaseAt,
      draft: sql<boolean>`not (${lessons.published} and ${modules.published})`,
    })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId)))
    .where(and(eq(lessons.tenantId, tenantId), onlyPublished(and(eq(lessons.published, true), eq(modules.published, true)))))
    .orderBy(asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id));
  const byCourse = new Map<number, OutlineCourse>(courseRows.map((c) => [c.id, { ...c, lessons: [], modules: [] }]));
  const byModule = new Map<number, OutlineModule>();
  for (const { courseId, id, title, order, coverUrl, draft } of moduleRows) {
    const entry: OutlineModule = { id, title, order, coverUrl, draft, lessons: [] };
    byModule.set(id, entry);
    byCourse.get(courseId)?.modules.push(entry);
  }
  for (const { courseId, releaseAfterDays, releaseAt, moduleReleaseAfterDays, moduleReleaseAt, ...row } of lessonRows) {
    const lesson: OutlineLesson = {
      ...row,
      release: [rule(moduleReleaseAfterDays, moduleReleaseAt), rule(releaseAfterDays, releaseAt)].filter(
        (r): r is ReleaseRule => r !== null,
      ),
    };
    byCourse.get(courseId)?.lessons.push(lesson);
    byModule.get(lesson.moduleId)?.lessons.push(lesson);
  }
  return [...byCourse.values()];
}

const rule = (afterDays: number | null, at: Date | null): ReleaseRule | null =>
  afterDays === null && at === null ? null : { afterDays, at: at?.getTime() ?? null };

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
export async function lessonCourse(
  db: Db,
  tenantId: number,
  catalogVersion: number,
  lessonId: number,
  options: { drafts?: boolean } = {},
): Promise<number | undefined> {
  const outline = await loadOutline(db, tenantId, catalogVersion, options);
  return coursesOfLessons(outline).get(lessonId);
}
