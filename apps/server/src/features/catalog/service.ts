import { ACCESS_PRODUCTS_LIMIT, SEARCH_RESULTS_LIMIT } from '@trilha/shared/catalog/schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { isForeignKeyViolation } from '../../platform/db/constraint';
import { publishProgressEvents } from './progress-events';
import { credit, finishesByItself, neededSeconds } from './progress-credit';
import { insertProgress, lockProgress, updateProgress } from './progress-repo';
import { HttpError, notFound } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { ActorScope } from '../../platform/request-scope';
import { userReplyCache } from '../../platform/user-replies';
import { isCourseLocked, previewsEverything, type CourseAccess } from './policy';
import { releaseAtOf, type CourseView, type LessonDetailView, type ProgressView, type SearchView } from './presenter';
import { loadOutline } from './outline';
import { shelfJson } from './shelf';
import {
  containsPattern,
  findCourseIdsMatching,
  findCourseOffer,
  findLesson,
  findLessonForProgress,
  findUnlockedCourseIds,
  searchLessons,
} from './repo';
import { materialViews } from './lesson-files';
import { readLessonNeighbours } from './pages';
import { memberReader } from './reader';
import { forgetViewer, readViewer, type Viewer } from './viewer';

/**
 * The user's course access straight from the database: staff skip the query, everyone else costs
 * one set-based query. Writes check this; reads take the viewer's copy (viewer.ts).
 */
async function loadCourseAccess(db: Db, user: SessionUser): Promise<CourseAccess> {
  if (previewsEverything(user)) return { everything: true };
  const ids = await findUnlockedCourseIds(db, { tenantId: user.tenantId, userId: user.id });
  return { everything: false, courseIds: new Set(ids) };
}

/**
 * Course cards from the school's cached outline (outline.ts) and the viewer's access and finished
 * lessons: no query when both are warm, however many courses and lessons the school has.
 */
async function readCourseCards(
  db: Db,
  user: SessionUser,
  viewer: Viewer,
  filter: { pattern?: string; limit?: number },
): Promise<CourseView[]> {
  const outline = await loadOutline(db, user.tenantId, viewer.versions.catalog);
  const { finished, access } = viewer;
  const matching =
    filter.pattern === undefined ? null : await findCourseIdsMatching(db, { tenantId: user.tenantId, pattern: filter.pattern });
  const chosen = matching === null ? outline : outline.filter((c) => matching.has(c.id));
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

/**
 * The shelf reply of one user is good while the school's catalog version and the part of the
 * viewer it shows (access, finished lessons: `shelfStamp`) hold. A favourite, a progress save that
 * finishes no lesson or the viewer's expiry leave it as it is; finishing a lesson or an enrolment
 * change makes a new one. At most 1,000 users' replies, so the memory it holds is bounded by the
 * largest school's shelf (its size: docs/catalog.md).
 */
export const shelves = userReplyCache<{ catalog: number; shelfStamp: number }>(
  {
    name: 'shelf-replies',
    what: '"Meus cursos" reply (`/api/catalog/courses`)',
    where: 'features/catalog/service.ts',
    checkedAgainst: "catalog version, viewer's shelf stamp",
    max: 1_000,
  },
  (a, b) => a.catalog === b.catalog && a.shelfStamp === b.shelfStamp,
);

/**
 * "Meus cursos": every course of the school, locked or not (locked ones sell the rest), as the JSON
 * bytes sent. The home page asks for it on every view, so a warm read runs no query and encodes
 * nothing: the reply is kept per user under its inputs (above), and composed from cards serialized
 * once per catalog version (shelf.ts).
 */
export async function readMyCourses(db: Db, user: SessionUser): Promise<JsonBytes> {
  const viewer = await readViewer(db, user);
  const inputs = { catalog: viewer.versions.catalog, shelfStamp: viewer.shelfStamp };
  const cached = shelves.get(db, user, inputs);
  if (cached) return cached;
  const outline = await loadOutline(db, user.tenantId, viewer.versions.catalog);
  return shelves.keep(db, user, inputs, jsonBytes(shelfJson(outline, viewer)));
}

/** The lesson page's lesson: one query for the lesson (its materials folded in); the neighbours come from the cached outline. */
export async function readLessonDetail(db: Db, user: SessionUser, lessonId: number): Promise<LessonDetailView> {
  const learnerId = previewsEverything(user) ? null : user.id;
  const [lesson, viewer] = await Promise.all([
    findLesson(db, { tenantId: user.tenantId, userId: user.id, lessonId, learnerId }),
    readViewer(db, user),
  ]);
  if (!lesson) throw notFound();
  const { previous, next } = await readLessonNeighbours(db, memberReader(user, viewer), { courseId: lesson.courseId, lessonId });
  const locked = isCourseLocked(viewer.access, lesson.courseId);
  return {
    lesson,
    locked,
    // Drip dates only for a course the member holds: otherwise access, not time, is what locks it.
    releaseAt: locked ? null : releaseAtOf(lesson.opensAt),
    materials: materialViews(lessonId, lesson.materials),
    previous,
    next,
  };
}

export async function searchCatalog(db: Db, user: SessionUser, search: string): Promise<SearchView> {
  const pattern = containsPattern(search);
  if (pattern === null) return { courses: [], lessons: [] };
  const viewer = await readViewer(db, user);
  const courses = await readCourseCards(db, user, viewer, { pattern, limit: SEARCH_RESULTS_LIMIT });
  const learnerId = previewsEverything(user) ? null : user.id;
  const lessons = await searchLessons(db, { tenantId: user.tenantId, userId: user.id, pattern, limit: SEARCH_RESULTS_LIMIT, learnerId });
  return { courses, lessons: lessons.map((row) => ({ ...row, locked: isCourseLocked(viewer.access, row.courseId) })) };
}

/** A lesson the studio deleted between the checks and the write breaks a foreign key: 404 (platform/db/constraint.ts). */
async function orGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

/**
 * Records a progress report of the member acting (`actor`). A locked lesson refuses (403) and
 * writes nothing. The report is measured against the previous one under the row's lock
 * (progress-credit.ts decides what is believed and whether the lesson finishes); the save and the
 * events it causes commit together.
 */
export async function recordProgress(
  scope: Pick<ActorScope, 'db' | 'events' | 'clock' | 'actor'>,
  props: { lessonId: number; watchedSeconds: number; finished?: boolean },
): Promise<ProgressView> {
  const { db, events, actor: user } = scope;
  const lesson = await findLessonForProgress(db, {
    tenantId: user.tenantId,
    lessonId: props.lessonId,
    learnerId: previewsEverything(user) ? null : user.id,
  });
  if (!lesson) throw notFound();
  // Progress is written only where the lesson could be watched.
  if (!lesson.open) throw new HttpError(403, 'lessonLocked');
  const where = { tenantId: user.tenantId, userId: user.id, lessonId: lesson.id };
  const report = { seconds: props.watchedSeconds, finished: props.finished === true };
  const saved = await orGone(
    db.transaction(async (tx) => {
      const now = scope.clock.now();
      let before = await lockProgress(tx, where);
      let row = before ? null : await insertProgress(tx, where, credit(null, report, now, lesson));
      // Another request wrote the first row meanwhile: this report is measured against it.
      if (!before && !row) before = await lockProgress(tx, where);
      row ??= await updateProgress(tx, where, credit(before, report, now, lesson));
      const watchedAtSeconds = finishesByItself(lesson) ? neededSeconds(lesson.durationSeconds) : 0;
      // Staff previews publish nothing (they never score).
      if (!previewsEverything(user)) await publishProgressEvents(tx, events, { ...where, lesson, watchedAtSeconds, before, after: row });
      return row;
    }),
  );
  // The viewer keeps the user's progress in memory (viewer.ts): the shelf and "continue watching" move now.
  forgetViewer(db, { tenantId: user.tenantId, userId: user.id });
  return { ...saved, durationSeconds: lesson.durationSeconds };
}

/**
 * Why a course is locked for this member and the way in (docs/catalog.md "Locked content"): read
 * when a student clicks locked content, so it is always the school's current plans and link.
 */
export async function readCourseAccess(db: Db, user: SessionUser, courseId: number) {
  const offer = await findCourseOffer(db, { tenantId: user.tenantId, courseId, limit: ACCESS_PRODUCTS_LIMIT });
  if (!offer) throw notFound();
  const access = await loadCourseAccess(db, user);
  return { courseId, title: offer.title, locked: isCourseLocked(access, courseId), products: offer.products, salesUrl: offer.salesUrl };
}
