import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { releaseStoredFile } from '../../platform/uploads';
import { removeProgress } from '../catalog/public';
import { removeFavoritesOf } from '../favorites/public';
import { completionHolders, releaseLessonRewardFiles } from '../gamification/public';
import { removeLessonContent } from '../lesson-page/public';
import { detachQuizzes } from '../quizzes/public';
import { studioNotFound, studioText } from './messages';
import { enqueue } from '../../platform/jobs/queue';
import { materialKeysOf } from './media-repo';
import { unfinishedOf, videoFilesOf } from './video-repo';
import './video-service';
import * as deletions from './delete-repo';
import * as repo from './repo';
import { write } from './service';

type WriteScope = Pick<RequestScope, 'db' | 'tenantId' | 'lang' | 'events'>;

// ---- Deleting (docs/course-studio.md "Deleting") ----

type Doomed = { courseId?: number; moduleIds: number[]; lessonIds: number[]; covers: (string | null)[] };

/**
 * Everything a deletion takes with it that the foreign keys would drop silently, named first in the
 * deletion's transaction: the lessons' comments and likes, their learners' progress (each publishes
 * what went, so gamification takes the points back), favourites (no key ties them), the rewards'
 * files; quizzes placed there stay, unplaced. The rows themselves then go by the keys' cascade.
 */
async function removeWhatHangsOn(scope: WriteScope, tx: Db, doomed: Doomed) {
  const { tenantId } = scope;
  const removal = { tx, events: scope.events, tenantId };
  const courseIds = doomed.courseId !== undefined ? [doomed.courseId] : [];
  await removeLessonContent(removal, doomed.lessonIds);
  await removeProgress(removal, {
    lessonIds: doomed.lessonIds,
    moduleIds: doomed.moduleIds,
    courseIds,
    holders: await completionHolders(tx, { tenantId, moduleIds: doomed.moduleIds, courseIds }),
  });
  await removeFavoritesOf(tx, { tenantId, kind: 'lesson', ids: doomed.lessonIds });
  if (doomed.courseId !== undefined) await removeFavoritesOf(tx, { tenantId, kind: 'course', ids: [doomed.courseId] });
  await releaseLessonRewardFiles(tx, { tenantId, lessonIds: doomed.lessonIds });
  await detachQuizzes(tx, { tenantId, courseId: doomed.courseId, moduleIds: doomed.moduleIds, lessonIds: doomed.lessonIds });
  // Their bytes go after the commit (platform/uploads.ts); the seed's pictures are not files and stay.
  const materials = await materialKeysOf(tx, { tenantId, lessonIds: doomed.lessonIds });
  const videoFiles = await videoFilesOf(tx, { tenantId, lessonIds: doomed.lessonIds });
  for (const url of [...doomed.covers, ...materials, ...videoFiles]) if (url) await releaseStoredFile(tx, { tenantId, url });
  const unfinished = await unfinishedOf(tx, { tenantId, lessonIds: doomed.lessonIds });
  if (unfinished.length) await enqueue(tx, 'studio.video-discard', { tenantId, videoIds: unfinished }, { tenantId });
}

/** Only a draft goes (409 for a published course: unpublish it first), with everything under it. */
export async function deleteCourse(scope: WriteScope, courseId: number) {
  await write(scope, async (tx) => {
    if (!(await repo.lockCourse(tx, { tenantId: scope.tenantId, courseId }))) throw studioNotFound(scope.lang, 'courseNotFound');
    const course = await repo.findCourse(tx, { tenantId: scope.tenantId, courseId });
    if (!course) throw studioNotFound(scope.lang, 'courseNotFound');
    if (course.published) throw new HttpError(409, null, studioText(scope.lang, 'coursePublished'));
    const [moduleRows, lessonIds] = await Promise.all([
      repo.listModules(tx, { tenantId: scope.tenantId, courseId }),
      deletions.lockLessonsUnder(tx, { tenantId: scope.tenantId, courseId }),
    ]);
    const moduleIds = moduleRows.map((m) => m.id);
    await removeWhatHangsOn(scope, tx, { courseId, moduleIds, lessonIds, covers: [course.coverUrl, ...moduleRows.map((m) => m.coverUrl)] });
    await deletions.deleteCourseRow(tx, { tenantId: scope.tenantId, courseId, position: course.position });
  });
}

export async function deleteModule(scope: WriteScope, moduleId: number) {
  await write(scope, async (tx) => {
    const module = await repo.findModule(tx, { tenantId: scope.tenantId, moduleId, lock: true });
    if (!module) throw studioNotFound(scope.lang, 'moduleNotFound');
    await repo.lockCourse(tx, { tenantId: scope.tenantId, courseId: module.courseId });
    const lessonIds = await deletions.lockLessonsUnder(tx, { tenantId: scope.tenantId, moduleId });
    await removeWhatHangsOn(scope, tx, { moduleIds: [moduleId], lessonIds, covers: [module.coverUrl] });
    await deletions.deleteModuleRow(tx, { tenantId: scope.tenantId, moduleId, courseId: module.courseId, position: module.position });
  });
}

export async function deleteLesson(scope: WriteScope, lessonId: number) {
  await write(scope, async (tx) => {
    const lesson = await repo.findLesson(tx, { tenantId: scope.tenantId, lessonId });
    if (!lesson) throw studioNotFound(scope.lang, 'lessonNotFound');
    await repo.findModule(tx, { tenantId: scope.tenantId, moduleId: lesson.moduleId, lock: true });
    const lessonIds = await deletions.lockLessonsUnder(tx, { tenantId: scope.tenantId, lessonId });
    await removeWhatHangsOn(scope, tx, { moduleIds: [], lessonIds, covers: [] });
    await deletions.deleteLessonRow(tx, { tenantId: scope.tenantId, lessonId, moduleId: lesson.moduleId, position: lesson.position });
  });
}
