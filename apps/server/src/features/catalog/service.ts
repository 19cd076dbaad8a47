import { SEARCH_RESULTS_LIMIT } from '@trilha/shared/catalog/schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import { forgetViewer } from '../home/public';
import { isCourseLocked, mayRecordProgress, previewsEverything, secondsToFinish, type CourseAccess } from './policy';
import type { CourseDetailView, CourseView, LessonDetailView, SearchView } from './presenter';
import { listFinishedLessonIds, loadOutline } from './outline';
import {
  containsPattern,
  findCourseIdsMatching,
  findLesson,
  findLessonForProgress,
  findUnlockedCourseIds,
  listCourseLessons,
  listCourseModules,
  searchLessons,
  upsertProgress,
} from './repo';

/** The user's course access: staff skip the query, everyone else costs one set-based query. */
export async function loadCourseAccess(db: Db, user: SessionUser): Promise<CourseAccess> {
  if (previewsEverything(user)) return { everything: true };
  const ids = await findUnlockedCourseIds(db, { tenantId: user.tenantId, userId: user.id });
  return { everything: false, courseIds: new Set(ids) };
}

/**
 * Course cards from the school's cached outline (outline.ts) and the user's finished lessons: a
 * constant number of small queries however many courses and lessons the school has.
 */
async function readCourseCards(
  db: Db,
  user: SessionUser,
  access: CourseAccess,
  filter: { courseId?: number; pattern?: string; limit?: number },
): Promise<CourseView[]> {
  const outline = await loadOutline(db, user.tenantId);
  const finished = await listFinishedLessonIds(db, { tenantId: user.tenantId, userId: user.id });
  const matching =
    filter.pattern === undefined ? null : await findCourseIdsMatching(db, { tenantId: user.tenantId, pattern: filter.pattern });
  const chosen = outline.filter(
    (c) => (filter.courseId === undefined || c.id === filter.courseId) && (matching === null || matching.has(c.id)),
  );
  return chosen.slice(0, filter.limit ?? chosen.length).map((c) => {
    const finishedCount = c.lessons.filter((l) => finished.has(l.id)).length;
    return {
      course: { id: c.id, title: c.title, description: c.description, coverUrl: c.coverUrl, lessonsCount: c.lessons.length, finishedCount },
      // "Assistir" goes to the first unfinished lesson in course order, else the first lesson.
      nextLesson: c.lessons.find((l) => !finished.has(l.id)) ?? c.lessons[0] ?? null,
      locked: isCourseLocked(access, c.id),
    };
  });
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
  const [modules, lessons] = await Promise.all([listCourseModules(db, scope), listCourseLessons(db, { ...scope, userId: user.id })]);
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
export async function progressRecorder(db: Db, props: { user: SessionUser; lessonId: number; watchedSeconds: number; finished?: boolean }) {
  const { user } = props;
  const lesson = await findLessonForProgress(db, { tenantId: user.tenantId, lessonId: props.lessonId });
  if (!lesson) throw notFound();
  const access = await loadCourseAccess(db, user);
  if (!mayRecordProgress(access, lesson.courseId)) throw new HttpError(403, 'lessonLocked');
  const duration = lesson.durationSeconds;
  const watchedSeconds = duration > 0 ? Math.min(props.watchedSeconds, duration) : props.watchedSeconds;
  const finishAtSeconds = secondsToFinish(duration);
  const saved = await upsertProgress(db, {
    tenantId: user.tenantId,
    userId: user.id,
    lessonId: lesson.id,
    watchedSeconds,
    finished: props.finished === true || (finishAtSeconds > 0 && watchedSeconds >= finishAtSeconds),
    finishAtSeconds,
  });
  // The home keeps the user's progress in memory (home/viewer.ts): "continue watching" must move now.
  forgetViewer(db, { tenantId: user.tenantId, userId: user.id });
  return saved;
}
