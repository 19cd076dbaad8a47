import { and, asc, eq } from 'drizzle-orm';
import { courses, lessons, modules } from '../../db/schema/index';
import { deleteOldest } from '../../platform/caches';
import type { Db } from '../../platform/db/client';

/** A course as every student's shelf shows it, with its lessons in course order. */
export type OutlineCourse = {
  id: number;
  title: string;
  description: string;
  coverUrl: string | null;
  lessons: { id: number; slug: string }[];
};
type Outline = { version: number; courses: OutlineCourse[] };

const MAX_SCHOOLS = 1_000;
/**
 * The school's course outline, the same for all its students, cached per database and school and
 * checked against `tenants.catalog_version` on every read: a home view then costs the user's own
 * small sets (the viewer's access and finished lessons) instead of re-joining thousands of lessons per request.
 * Keyed by the driver client, so two test apps in one process never share an entry.
 */
const cache = new WeakMap<object, Map<number, Outline>>();
const cacheKey = (db: Db): object => (db as { $client?: object }).$client ?? db;

/** `version` is the school's catalog version as the caller read it (platform/content-versions.ts). */
export async function loadOutline(db: Db, tenantId: number, version: number): Promise<OutlineCourse[]> {
  let schools = cache.get(cacheKey(db));
  if (!schools) cache.set(cacheKey(db), (schools = new Map<number, Outline>()));
  const hit = schools.get(tenantId);
  if (hit?.version === version) return hit.courses;
  // Read after the version: a write landing in between makes the next read reload, never serve stale rows.
  const fresh = { version, courses: await readOutline(db, tenantId) };
  schools.delete(tenantId);
  if (schools.size >= MAX_SCHOOLS) deleteOldest(schools);
  schools.set(tenantId, fresh);
  return fresh.courses;
}

async function readOutline(db: Db, tenantId: number): Promise<OutlineCourse[]> {
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, description: courses.description, coverUrl: courses.coverUrl })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.order), asc(courses.id));
  const lessonRows = await db
    .select({ courseId: lessons.courseId, id: lessons.id, slug: lessons.slug })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId)))
    .where(eq(lessons.tenantId, tenantId))
    .orderBy(asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id));
  const byCourse = new Map(courseRows.map((c) => [c.id, { ...c, lessons: [] as OutlineCourse['lessons'] }]));
  for (const lesson of lessonRows) byCourse.get(lesson.courseId)?.lessons.push({ id: lesson.id, slug: lesson.slug });
  return [...byCourse.values()];
}
