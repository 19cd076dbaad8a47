import type { Db } from '../../platform/db/client';
import type { RequestScope } from '../../platform/request-scope';
import { releaseStoredFile } from '../../platform/uploads';
import { studioNotFound } from './messages';
import * as repo from './repo';
import { readCourse, readModuleOutline, write } from './service';

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
