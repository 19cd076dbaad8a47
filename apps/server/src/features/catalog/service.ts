import { SEARCH_RESULTS_LIMIT } from '@trilha/shared/catalog/schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import { isCourseLocked, mayRecordProgress, previewsEverything, secondsToFinish, type CourseAccess } from './policy';
import type { CourseDetailView, CourseView, LessonDetailView, SearchView } from './presenter';
import {
  containsPattern, findLesson, findLessonForProgress, findUnlockedCourseIds, listCourseLessons, listCourseModules,
  listCourseStats, listNextLessons, searchLessons, upsertProgress,
} from './repo';

/** The user's course access: staff skip the query, everyone else costs one set-based query. */
export async function loadCourseAccess(db: Db, user: SessionUser): Promise<CourseAccess> {
  if (previewsEverything(user)) return { everything: true };
  const ids = await findUnlockedCourseIds(db, { tenantId: user.tenantId, userId: user.id });
  return { everything: false, courseIds: new Set(ids) };
}

/** Course cards in a constant number of queries however many courses: stats, then next lessons. */
async function readCourseCards(
  db: Db,
  user: SessionUser,
  access: CourseAccess,
  filter: { courseId?: number; pattern?: string; limit?: number },
): Promise<CourseView[]> {
  const scope = { tenantId: user.tenantId, userId: user.id };
  const stats = await listCourseStats(db, { ...scope, ...filter });
  const next = await listNextLessons(db, { ...scope, courseIds: stats.map((c) => c.id) });
  const nextByCourse = new Map(next.map((n) => [n.courseId, n]));
  return stats.map((course) => ({
    course,
    nextLesson: nextByCourse.get(course.id) ?? null,
    locked: isCourseLocked(access, course.id),
  }));
}

/** Every course of the school, locked or not: the student's shelf (locked ones sell the rest). */
export async function readMyCourses(db: Db, user: SessionUser) {
  const access = await loadCourseAccess(db, user);
  return readCourseCards(db, user, access, {});
}

export async function readCourseDetail(db: Db, user: SessionUser, courseId: number): Promise<CourseDetailView> {
  const access = await loadCourseAccess(db, user);
  const [card] = await readCourseCards(db, user, access, { courseId });
  if (!card) throw notFound();
  const scope = { tenantId: user.tenantId, courseId };
  const [modules, lessons] = await Promise.all([
    listCourseModules(db, scope),
    listCourseLessons(db, { ...scope, userId: user.id }),
  ]);
  return { card, modules, lessons };
}

export async function readLessonDetail(db: Db, user: SessionUser, lessonId: number): Promise<LessonDetailView> {
  const lesson = await findLesson(db, { tenantId: user.tenantId, userId: user.id, lessonId });
  if (!lesson) throw notFound();
  const [access, siblings] = await Promise.all([
    loadCourseAccess(db, user),
    listCourseLessons(db, { tenantId: user.tenantId, userId: user.id, courseId: lesson.courseId }),
  ]);
  const index = siblings.findIndex((s) => s.id === lesson.id);
  return {
    lesson,
    locked: isCourseLocked(access, lesson.courseId),
    previous: siblings[index - 1] ?? null,
    next: siblings[index + 1] ?? null,
  };
}

export async function searchCatalog(db: Db, user: SessionUser, search: string): Promise<SearchView> {
  const pattern = containsPattern(search);
  if (pattern === null) return { courses: [], lessons: [] };
  const access = await loadCourseAccess(db, user);
  const courses = await readCourseCards(db, user, access, { pattern, limit: SEARCH_RESULTS_LIMIT });
  const lessons = await searchLessons(db, { tenantId: user.tenantId, userId: user.id, pattern, limit: SEARCH_RESULTS_LIMIT });
  return { courses, lessons: lessons.map((row) => ({ ...row, locked: isCourseLocked(access, row.courseId) })) };
}

/**
 * Records how far the user watched. A locked lesson refuses (403) and writes nothing; the seconds
 * are capped at the duration; the finish rules live in policy.ts and the upsert keeps them atomic.
 */
export async function progressRecorder(
  db: Db,
  props: { user: SessionUser; lessonId: number; watchedSeconds: number; finished?: boolean },
) {
  const { user } = props;
  const lesson = await findLessonForProgress(db, { tenantId: user.tenantId, lessonId: props.lessonId });
  if (!lesson) throw notFound();
  const access = await loadCourseAccess(db, user);
  if (!mayRecordProgress(access, lesson.courseId)) throw new HttpError(403, 'lessonLocked');
  const duration = lesson.durationSeconds;
  const watchedSeconds = duration > 0 ? Math.min(props.watchedSeconds, duration) : props.watchedSeconds;
  const finishAtSeconds = secondsToFinish(duration);
  return upsertProgress(db, {
    tenantId: user.tenantId,
    userId: user.id,
    lessonId: lesson.id,
    watchedSeconds,
    finished: props.finished === true || (finishAtSeconds > 0 && watchedSeconds >= finishAtSeconds),
    finishAtSeconds,
  });
}
