import { catalogPaths } from '@trilha/shared/catalog/paths';
import { STUDIO_MATERIALS_MAX } from '@trilha/shared/studio/constants';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { releaseStoredFile, type StoredFile } from '../../platform/uploads';
import * as media from './media-repo';
import { studioNotFound, studioText } from './messages';
import * as repo from './repo';
import { readCourse, readLesson, readModuleOutline, write } from './service';

/**
 * The studio's files (docs/course-studio.md "Files"): covers now, a lesson's video and materials
 * next. The routes store the checked, re-encoded bytes first (platform/uploads.ts); these point the
 * row at them in a studio write and release what they replace, whose bytes go after the commit.
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

/** A stored file's URL set as a course's cover; the cover it replaces is released. */
export async function setCourseCover(scope: Scope, courseId: number, url: string) {
  await write(scope, async (tx) => {
    if (!(await repo.lockCourse(tx, { tenantId: scope.tenantId, courseId }))) throw studioNotFound(scope.lang, 'courseNotFound');
    const before = await repo.findCourse(tx, { tenantId: scope.tenantId, courseId });
    await repo.updateCourseRow(tx, { tenantId: scope.tenantId, courseId }, { coverUrl: url });
    await release(tx, scope.tenantId, before?.coverUrl, url);
  });
  return readCourse(scope, courseId);
}

export async function setModuleCover(scope: Scope, moduleId: number, url: string) {
  await write(scope, async (tx) => {
    const before = await repo.findModule(tx, { tenantId: scope.tenantId, moduleId, lock: true });
    if (!before) throw studioNotFound(scope.lang, 'moduleNotFound');
    await repo.updateModuleRow(tx, { tenantId: scope.tenantId, moduleId }, { coverUrl: url });
    await release(tx, scope.tenantId, before.coverUrl, url);
  });
  return readModuleOutline(scope, moduleId);
}

async function release(tx: Db, tenantId: number, previous: string | null | undefined, now: string) {
  if (previous && previous !== now) await releaseStoredFile(tx, { tenantId, url: previous });
}

// ---- Materials ----

/** The download link students and staff follow: the catalog's route, which checks the reader each time. */
export const materialUrl = (m: { lessonId: number; id: number }) => catalogPaths.material({ lessonId: m.lessonId, materialId: m.id });

/** A lesson with its materials, for its editor. */
export async function readLessonWithMaterials(scope: Scope, lessonId: number) {
  const lesson = await readLesson(scope, lessonId);
  return { lesson, materials: await media.listMaterials(scope.db, { tenantId: scope.tenantId, lessonId }) };
}

/**
 * Records a stored document as the lesson's material, at most STUDIO_MATERIALS_MAX a lesson
 * (counted under the lesson's lock, so two uploads at once cannot pass it together).
 */
export async function addMaterial(scope: Scope, lessonId: number, file: { name: string; stored: StoredFile }) {
  return write(scope, async (tx) => {
    const lesson = await repo.findLesson(tx, { tenantId: scope.tenantId, lessonId, lock: true });
    if (!lesson) throw studioNotFound(scope.lang, 'lessonNotFound');
    if ((await media.countMaterials(tx, { tenantId: scope.tenantId, lessonId })) >= STUDIO_MATERIALS_MAX) {
      throw new HttpError(409, null, studioText(scope.lang, 'materialsFull'));
    }
    return media.insertMaterial(tx, {
      tenantId: scope.tenantId,
      lessonId,
      name: file.name,
      key: file.stored.key,
      contentType: file.stored.contentType,
      sizeBytes: file.stored.sizeBytes,
    });
  });
}

export async function removeMaterial(scope: Scope, materialId: number) {
  await write(scope, async (tx) => {
    const gone = await media.deleteMaterial(tx, { tenantId: scope.tenantId, materialId });
    if (!gone) throw new HttpError(404, null, studioText(scope.lang, 'materialNotFound'));
    await releaseStoredFile(tx, { tenantId: scope.tenantId, url: gone.key });
  });
}
