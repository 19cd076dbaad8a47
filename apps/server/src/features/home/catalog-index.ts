import { coursePagePath, modulePagePath } from '@trilha/shared/catalog/paths';
import type { HomeItem } from '@trilha/shared/home/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { courses, lessons, modules } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { serializedOnce } from './serialize';

/**
 * The school's courses, modules and lessons as home cards need them, built once per catalog
 * version: each node carries its card (`card`, unlocked, no progress) and its locked twin, so a
 * request reuses them instead of building thousands of objects.
 */
export type LessonNode = {
  kind: 'lesson';
  id: number;
  courseId: number;
  moduleId: number;
  durationSeconds: number;
  card: HomeItem;
  lockedCard: HomeItem;
};
/** A course's or module's lessons in course order: never empty, since one without lessons never becomes a card. */
type NodeLessons = [LessonNode, ...LessonNode[]];
type ModuleNode = { kind: 'module'; id: number; courseId: number; lessons: NodeLessons; card: HomeItem; lockedCard: HomeItem };
export type CourseNode = { kind: 'course'; id: number; lessons: NodeLessons; card: HomeItem; lockedCard: HomeItem };
export type CardNode = CourseNode | ModuleNode | LessonNode;

export type CatalogIndex = {
  courses: Map<number, CourseNode>;
  modules: Map<number, ModuleNode>;
  lessons: Map<number, LessonNode>;
};

/** The web app's lesson route (apps/web/src/features/catalog/components/lesson-path.ts, spec 000 §2). */
export const lessonHref = (courseId: number, slug: string, lessonId: number) =>
  `/curso/${courseId}/${encodeURIComponent(slug)}/${lessonId}`;

const withLock = (card: HomeItem) => ({ card: serializedOnce(card), lockedCard: serializedOnce({ ...card, locked: true }) });

export async function readCatalogIndex(db: Db, tenantId: number): Promise<CatalogIndex> {
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, coverUrl: courses.coverUrl })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.published, true)))
    .orderBy(asc(courses.order), asc(courses.id));
  const moduleRows = await db
    .select({ id: modules.id, courseId: modules.courseId, title: modules.title, coverUrl: modules.coverUrl })
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.published, true)));
  // Course order (module order, then lesson order), so "first lesson" is a list's head.
  const lessonRows = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      moduleId: lessons.moduleId,
      title: lessons.title,
      slug: lessons.slug,
      thumbnailUrl: lessons.thumbnailUrl,
      durationSeconds: lessons.durationSeconds,
    })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId)))
    // Students' cards: published lessons of published modules (a draft course's drop out below, with no course).
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.published, true), eq(modules.published, true)))
    .orderBy(asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id));

  const courseInfo = new Map(courseRows.map((c) => [c.id, c]));
  const moduleInfo = new Map(moduleRows.map((m) => [m.id, m]));
  const index: CatalogIndex = { courses: new Map(), modules: new Map(), lessons: new Map() };
  const courseLessons = new Map<number, NodeLessons>();
  const moduleLessons = new Map<number, NodeLessons>();
  for (const row of lessonRows) {
    const course = courseInfo.get(row.courseId);
    const module = moduleInfo.get(row.moduleId);
    if (!course || !module) continue;
    const node: LessonNode = {
      kind: 'lesson',
      id: row.id,
      courseId: row.courseId,
      moduleId: row.moduleId,
      durationSeconds: row.durationSeconds,
      ...withLock({
        kind: 'lesson',
        id: row.id,
        title: row.title,
        image: row.thumbnailUrl ?? module.coverUrl ?? course.coverUrl,
        href: lessonHref(row.courseId, row.slug, row.id),
        course_id: row.courseId,
        course_title: course.title,
        module_title: module.title,
        locked: false,
        progress: null,
      }),
    };
    index.lessons.set(row.id, node);
    push(courseLessons, row.courseId, node);
    push(moduleLessons, row.moduleId, node);
  }
  // A course or module without lessons opens nothing, so it never becomes a card.
  for (const module of moduleRows) {
    const list = moduleLessons.get(module.id);
    const course = courseInfo.get(module.courseId);
    if (!list || !course) continue;
    index.modules.set(module.id, {
      kind: 'module',
      id: module.id,
      courseId: module.courseId,
      lessons: list,
      ...withLock({
        kind: 'module',
        id: module.id,
        title: module.title,
        image: module.coverUrl ?? course.coverUrl,
        href: modulePagePath(module.id),
        course_id: module.courseId,
        course_title: course.title,
        module_title: null,
        locked: false,
        progress: null,
      }),
    });
  }
  for (const course of courseRows) {
    const list = courseLessons.get(course.id);
    if (!list) continue;
    index.courses.set(course.id, {
      kind: 'course',
      id: course.id,
      lessons: list,
      ...withLock({
        kind: 'course',
        id: course.id,
        title: course.title,
        image: course.coverUrl,
        href: coursePagePath(course.id),
        course_id: course.id,
        course_title: null,
        module_title: null,
        locked: false,
        progress: null,
      }),
    });
  }
  return index;
}

function push<T>(map: Map<number, [T, ...T[]]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
