import type { CourseDetailReply, lessonSummary } from '@trilha/shared/catalog/schemas';
import type { ModulePageReply } from '@trilha/shared/catalog/module-schemas';
import type { z } from 'zod';
import { derivedFrom } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { loadOutline, type OutlineCourse, type OutlineLesson, type OutlineModule } from './outline';
import { isCourseLocked, opensAt } from './policy';
import { presentCourseCard, releaseAtOf } from './presenter';
import { NONE, NOTHING_OPEN, type CatalogReader } from './reader';
import { shelfJson } from './shelf';

/**
 * The course and module pages, composed from the school's cached outline (outline.ts) and the
 * reader's own sets (reader.ts): a warm read runs no statement. Lessons here never carry media, so
 * a locked course shows its outline (it sells the rest) and nothing it would play.
 */

type LessonSummary = z.infer<typeof lessonSummary>;
type ModuleAt = { course: OutlineCourse; index: number; module: OutlineModule };
/** Per outline (that is, per catalog version): module id -> its course and place. */
const modulesOf = derivedFrom((outline: readonly OutlineCourse[]) => {
  const built = new Map<number, ModuleAt>();
  for (const course of outline) course.modules.forEach((module, i) => built.set(module.id, { course, index: i, module }));
  return built;
});

const moduleAt = (outline: readonly OutlineCourse[], moduleId: number): ModuleAt | undefined => modulesOf(outline).get(moduleId);

/** A lesson of a page; `since` is when the reader's access to its course began (drip counts from it), absent for staff and locked courses. */
function presentLesson(lesson: OutlineLesson, locked: boolean, finished: ReadonlySet<number>, since: number | null): LessonSummary {
  const releaseAt = since === null ? null : releaseAtOf(opensAt(lesson.release, since));
  return {
    id: lesson.id,
    title: lesson.title,
    slug: lesson.slug,
    order: lesson.order,
    duration_seconds: lesson.durationSeconds,
    locked: locked || releaseAt !== null,
    release_at: releaseAt,
    finished: finished.has(lesson.id),
    thumbnail_url: lesson.thumbnailUrl,
    ...drafted(lesson.draft),
  };
}

/** `draft: true` on what staff preview and students never see; nothing otherwise, so students' replies stay as they were. */
const drafted = (draft: boolean) => (draft ? { draft: true } : {});
/** Staff read the outline with its drafts (docs/course-studio.md "Preview"). */
const outlineFor = (db: Db, reader: CatalogReader) =>
  loadOutline(db, reader.tenantId, reader.catalogVersion, { drafts: reader.access.everything });

/** Drip applies to a student of an open course (staff preview everything; a locked course locks every lesson anyway). */
const sinceOf = (reader: CatalogReader, courseId: number, locked: boolean) =>
  locked || reader.access.everything ? null : (reader.accessSince.get(courseId) ?? null);

/** "Continuar" / "Assistir": the first unfinished lesson in order, else the first, else null. */
const nextOf = (list: readonly OutlineLesson[], finished: ReadonlySet<number>) => {
  const next = list.find((l) => !finished.has(l.id)) ?? list[0];
  return next ? { id: next.id, slug: next.slug } : null;
};

export async function readCoursePage(db: Db, reader: CatalogReader, courseId: number): Promise<CourseDetailReply> {
  const outline = await outlineFor(db, reader);
  const course = outline.find((c) => c.id === courseId);
  if (!course) throw notFound();
  const locked = isCourseLocked(reader.access, course.id);
  const { finished } = reader;
  const next = nextOf(course.lessons, finished);
  return {
    course: {
      ...presentCourseCard({
        course: { ...course, lessonsCount: course.lessons.length, finishedCount: course.lessons.filter((l) => finished.has(l.id)).length },
        nextLesson: next,
        locked,
      }),
      ...drafted(course.draft),
    },
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      order: module.order,
      ...drafted(module.draft || course.draft),
      lessons: module.lessons.map((lesson) => presentLesson(lesson, locked, finished, sinceOf(reader, course.id, locked))),
    })),
  };
}

export async function readModulePage(db: Db, reader: CatalogReader, moduleId: number): Promise<ModulePageReply> {
  const outline = await outlineFor(db, reader);
  const found = moduleAt(outline, moduleId);
  if (!found) throw notFound();
  const { course, index, module } = found;
  const locked = isCourseLocked(reader.access, course.id);
  const { finished } = reader;
  const ids = new Set(module.lessons.map((l) => l.id));
  // The viewer's recent progress (at most PROGRESS_ROWS rows): a lesson watched long ago reads 0 s unless finished.
  const watched = new Map<number, number>();
  for (const entry of reader.progress) if (ids.has(entry.lessonId)) watched.set(entry.lessonId, entry.watchedSeconds);
  const link = (m: OutlineModule | undefined) => (m ? { id: m.id, title: m.title } : null);
  return {
    module: {
      id: module.id,
      title: module.title,
      order: module.order,
      cover_url: module.coverUrl,
      position: index + 1,
      modules_count: course.modules.length,
      lessons_count: module.lessons.length,
      finished_count: module.lessons.filter((l) => finished.has(l.id)).length,
      next_lesson: nextOf(module.lessons, finished),
      ...drafted(module.draft || course.draft),
    },
    course: { id: course.id, title: course.title, cover_url: course.coverUrl, locked },
    lessons: module.lessons.map((lesson) => ({
      ...presentLesson(lesson, locked, finished, sinceOf(reader, course.id, locked)),
      watched_seconds: watched.get(lesson.id) ?? 0,
    })),
    previous_module: link(course.modules[index - 1]),
    next_module: link(course.modules[index + 1]),
  };
}

/**
 * The lessons before and after one in its course's order, as the lesson page links them: from the
 * cached outline, so the page reads no lesson list (staff's outline has the drafts they preview).
 */
export async function readLessonNeighbours(
  db: Db,
  reader: CatalogReader,
  { courseId, lessonId }: { courseId: number; lessonId: number },
): Promise<{ previous: LessonSummary | null; next: LessonSummary | null }> {
  const course = (await outlineFor(db, reader)).find((c) => c.id === courseId);
  const index = course ? course.lessons.findIndex((l) => l.id === lessonId) : -1;
  if (!course || index < 0) return { previous: null, next: null };
  const locked = isCourseLocked(reader.access, courseId);
  const present = (lesson: OutlineLesson | undefined) =>
    lesson ? presentLesson(lesson, locked, reader.finished, sinceOf(reader, courseId, locked)) : null;
  return { previous: present(course.lessons[index - 1]), next: present(course.lessons[index + 1]) };
}

/** Per outline: the shelf a visitor sees, every course locked and nothing finished, the same bytes for all. */
const visitorShelves = derivedFrom((outline: readonly OutlineCourse[]) =>
  jsonBytes(shelfJson(outline, { access: NOTHING_OPEN, finished: NONE })),
);

export async function readVisitorShelf(db: Db, reader: CatalogReader): Promise<JsonBytes> {
  return visitorShelves(await loadOutline(db, reader.tenantId, reader.catalogVersion));
}
