import { normalizeSearch, slugify } from '@trilha/shared/catalog/schemas';
import type {
  CourseCreateBody,
  CourseUpdateBody,
  LessonCreateBody,
  LessonUpdateBody,
  ModuleCreateBody,
  ModuleUpdateBody,
} from '@trilha/shared/studio/schemas';
import { STUDIO_ORDER_MAX } from '@trilha/shared/studio/constants';
import { bumpCatalogVersion } from '../../platform/content-versions';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { sanitizeRichText } from '../../platform/rich-text';
import { studioBadRequest, studioNotFound, studioText } from './messages';
import * as repo from './repo';

/**
 * The course studio (docs/course-studio.md): staff build courses, modules and lessons. Every write
 * runs in one transaction that holds the parent whose positions it changes and bumps the school's
 * catalog version, so students' next screen shows the change (docs/catalog.md "Rule for every catalog write").
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

/** The drip fields a body sets: setting one clears the other, so a module or lesson keeps one rule. */
function releaseValues(body: { release_after_days?: number | null; release_at?: string | null }) {
  if (body.release_after_days != null) return { releaseAfterDays: body.release_after_days, releaseAt: null };
  if (body.release_at != null) return { releaseAfterDays: null, releaseAt: new Date(body.release_at) };
  // Null clears a rule; absent leaves it as it is.
  return {
    ...(body.release_after_days === null ? { releaseAfterDays: null } : {}),
    ...(body.release_at === null ? { releaseAt: null } : {}),
  };
}

async function checkedProducts(scope: Scope, productIds: number[]) {
  const known = await repo.schoolProducts(scope.db, { tenantId: scope.tenantId, productIds });
  if (known.length !== productIds.length) throw studioBadRequest(scope.lang, 'productUnknown', 'product_ids');
  return productIds;
}

/** 409 when the parent already holds STUDIO_ORDER_MAX items (docs/course-studio.md "Limits"); read inside `write`. */
async function ensureRoom(scope: Scope, held: Promise<number>, key: 'coursesFull' | 'modulesFull' | 'lessonsFull') {
  if ((await held) >= STUDIO_ORDER_MAX) throw new HttpError(409, null, studioText(scope.lang, key));
}

/**
 * Runs a studio write: one transaction that first bumps the school's catalog version, then does the
 * work. The bump's UPDATE holds the school's row until the commit, so every studio write of a
 * school queues behind the one before it (without that, an edit holding a course row and waiting
 * for the school's row, and a reorder holding the school's row and waiting for that course, would
 * deadlock), and readers see the new version with the change, at the commit, as one. Bumping first
 * rather than locking first and bumping last saves a round trip on every edit (docs/performance.md
 * "Course studio"); a write refused midway rolls its bump back with it.
 */
export function write<T>(scope: Scope, work: (tx: Db) => Promise<T>) {
  return scope.db.transaction(async (tx) => {
    await bumpCatalogVersion(tx, scope.tenantId);
    return work(tx);
  });
}

// ---- Courses ----

export const listCourses = (scope: Scope) => repo.listCourses(scope.db, { tenantId: scope.tenantId });

export async function readCourse(scope: Scope, courseId: number) {
  const course = await repo.findCourse(scope.db, { tenantId: scope.tenantId, courseId });
  if (!course) throw studioNotFound(scope.lang, 'courseNotFound');
  return course;
}

export async function readOutline(scope: Scope, courseId: number) {
  const course = await readCourse(scope, courseId);
  const [modules, lessons] = await Promise.all([
    repo.listModules(scope.db, { tenantId: scope.tenantId, courseId }),
    repo.listCourseLessons(scope.db, { tenantId: scope.tenantId, courseId }),
  ]);
  return { course, modules, lessons };
}

/** A new course starts as a draft unless the body publishes it (CONTRACT "Course studio"). */
export async function createCourse(scope: Scope, body: CourseCreateBody) {
  const productIds = await checkedProducts(scope, body.product_ids ?? []);
  const courseId = await write(scope, async (tx) => {
    await ensureRoom(scope, repo.countCourses(tx, scope), 'coursesFull');
    const id = await repo.insertCourse(tx, {
      tenantId: scope.tenantId,
      title: body.title,
      description: sanitizeRichText(body.description ?? ''),
      published: body.published ?? false,
      searchText: normalizeSearch(body.title),
    });
    await repo.replaceCourseProducts(tx, { tenantId: scope.tenantId, courseId: id, productIds });
    return id;
  });
  return readCourse(scope, courseId);
}

export async function updateCourse(scope: Scope, courseId: number, body: CourseUpdateBody) {
  await readCourse(scope, courseId);
  const productIds = body.product_ids ? await checkedProducts(scope, body.product_ids) : undefined;
  await write(scope, async (tx) => {
    await repo.updateCourseRow(
      tx,
      { tenantId: scope.tenantId, courseId },
      {
        ...(body.title !== undefined ? { title: body.title, searchText: normalizeSearch(body.title) } : {}),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
      },
    );
    if (productIds) await repo.replaceCourseProducts(tx, { tenantId: scope.tenantId, courseId, productIds });
  });
  return readCourse(scope, courseId);
}

/** The order lists every course of the school once; anything else is 400 and changes nothing. */
export async function orderCourses(scope: Scope, ids: number[]) {
  await write(scope, async (tx) => {
    sameItems(scope, await repo.courseIds(tx, scope), ids);
    await repo.writeCoursePositions(tx, { tenantId: scope.tenantId, ids });
  });
  return listCourses(scope);
}

function sameItems(scope: Scope, current: number[], sent: number[]) {
  const held = new Set(current);
  if (held.size !== sent.length || sent.some((id) => !held.has(id))) throw studioBadRequest(scope.lang, 'orderMismatch', 'ids');
}

/** An unpublished copy at the end of the list, with its modules and lessons; the products stay with the original. */
export async function duplicateCourse(scope: Scope, courseId: number) {
  const original = await readCourse(scope, courseId);
  const title = `${original.title} ${studioText(scope.lang, 'copySuffix')}`.slice(0, 191);
  const copyId = await write(scope, async (tx) => {
    await ensureRoom(scope, repo.countCourses(tx, scope), 'coursesFull');
    const id = await repo.insertCourse(tx, {
      tenantId: scope.tenantId,
      title,
      description: original.description,
      published: false,
      searchText: normalizeSearch(title),
    });
    await repo.copyOutline(tx, { tenantId: scope.tenantId, fromCourseId: courseId, toCourseId: id });
    return id;
  });
  return readCourse(scope, copyId);
}

// ---- Modules ----

async function readModule(scope: Scope, moduleId: number) {
  const module = await repo.findModule(scope.db, { tenantId: scope.tenantId, moduleId });
  if (!module) throw studioNotFound(scope.lang, 'moduleNotFound');
  return module;
}

export async function readModuleOutline(scope: Scope, moduleId: number) {
  const module = await readModule(scope, moduleId);
  const lessons = await repo.listCourseLessons(scope.db, { tenantId: scope.tenantId, courseId: module.courseId });
  return { module, lessons };
}

export async function createModule(scope: Scope, courseId: number, body: ModuleCreateBody) {
  const moduleId = await write(scope, async (tx) => {
    if (!(await repo.lockCourse(tx, { tenantId: scope.tenantId, courseId }))) throw studioNotFound(scope.lang, 'courseNotFound');
    await ensureRoom(scope, repo.countModules(tx, { tenantId: scope.tenantId, courseId }), 'modulesFull');
    return repo.insertModule(tx, {
      tenantId: scope.tenantId,
      courseId,
      title: body.title,
      description: sanitizeRichText(body.description ?? ''),
      published: body.published ?? true,
      releaseAfterDays: null,
      releaseAt: null,
      ...releaseValues(body),
    });
  });
  return readModuleOutline(scope, moduleId);
}

export async function updateModule(scope: Scope, moduleId: number, body: ModuleUpdateBody) {
  await readModule(scope, moduleId);
  await write(scope, (tx) =>
    repo.updateModuleRow(
      tx,
      { tenantId: scope.tenantId, moduleId },
      {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
        ...releaseValues(body),
      },
    ),
  );
  return readModuleOutline(scope, moduleId);
}

export async function orderModules(scope: Scope, courseId: number, ids: number[]) {
  await write(scope, async (tx) => {
    if (!(await repo.lockCourse(tx, { tenantId: scope.tenantId, courseId }))) throw studioNotFound(scope.lang, 'courseNotFound');
    sameItems(scope, await repo.moduleIds(tx, { tenantId: scope.tenantId, courseId }), ids);
    await repo.writeModulePositions(tx, { tenantId: scope.tenantId, ids });
  });
  return readOutline(scope, courseId);
}

// ---- Lessons ----

export async function readLesson(scope: Scope, lessonId: number) {
  const lesson = await repo.findLesson(scope.db, { tenantId: scope.tenantId, lessonId });
  if (!lesson) throw studioNotFound(scope.lang, 'lessonNotFound');
  return lesson;
}

/** A new lesson is published unless the body says otherwise: its course's switch is what keeps drafts from students. */
export async function createLesson(scope: Scope, moduleId: number, body: LessonCreateBody) {
  const lessonId = await write(scope, async (tx) => {
    const module = await repo.findModule(tx, { tenantId: scope.tenantId, moduleId, lock: true });
    if (!module) throw studioNotFound(scope.lang, 'moduleNotFound');
    await ensureRoom(scope, repo.countCourseLessons(tx, { tenantId: scope.tenantId, courseId: module.courseId }), 'lessonsFull');
    return repo.insertLesson(tx, {
      tenantId: scope.tenantId,
      courseId: module.courseId,
      moduleId,
      title: body.title,
      slug: slugify(body.title),
      searchText: normalizeSearch(body.title),
      description: sanitizeRichText(body.description ?? ''),
      published: body.published ?? true,
      embedUrl: body.embed_url ?? null,
      releaseAfterDays: null,
      releaseAt: null,
      ...releaseValues(body),
    });
  });
  return readLesson(scope, lessonId);
}

/**
 * An edit is the studio's commonest write, made while students read: a move reads where the lesson
 * stood; any other edit finds the lesson by updating it and answers with what the update returned
 * (two round trips less, docs/performance.md "Course studio").
 */
export async function updateLesson(scope: Scope, lessonId: number, body: LessonUpdateBody) {
  const edited = await write(scope, async (tx) => {
    const lesson = body.module_id !== undefined ? await repo.findLesson(tx, { tenantId: scope.tenantId, lessonId, lock: true }) : undefined;
    const updated = await repo.updateLessonRow(
      tx,
      { tenantId: scope.tenantId, lessonId },
      {
        ...(body.title !== undefined ? { title: body.title, slug: slugify(body.title), searchText: normalizeSearch(body.title) } : {}),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
        ...(body.embed_url !== undefined ? { embedUrl: body.embed_url } : {}),
        ...releaseValues(body),
      },
    );
    if (!(lesson ?? updated)) throw studioNotFound(scope.lang, 'lessonNotFound');
    if (lesson && body.module_id !== undefined && body.module_id !== lesson.moduleId) {
      // Both modules are held: the one it leaves (its gap closes) and the one it joins (its end).
      const [from, to] = await Promise.all([
        repo.findModule(tx, { tenantId: scope.tenantId, moduleId: lesson.moduleId, lock: true }),
        repo.findModule(tx, { tenantId: scope.tenantId, moduleId: body.module_id, lock: true }),
      ]);
      if (!from || !to) throw studioNotFound(scope.lang, 'moduleNotFound');
      if (to.courseId !== lesson.courseId) {
        await ensureRoom(scope, repo.countCourseLessons(tx, { tenantId: scope.tenantId, courseId: to.courseId }), 'lessonsFull');
      }
      await repo.moveLessonRow(tx, {
        tenantId: scope.tenantId,
        lessonId,
        from: { moduleId: from.id, position: lesson.position },
        to: { moduleId: to.id, courseId: to.courseId },
      });
      return undefined;
    }
    return updated;
  });
  return edited ?? readLesson(scope, lessonId);
}

export async function orderLessons(scope: Scope, moduleId: number, ids: number[]) {
  await write(scope, async (tx) => {
    const module = await repo.findModule(tx, { tenantId: scope.tenantId, moduleId, lock: true });
    if (!module) throw studioNotFound(scope.lang, 'moduleNotFound');
    sameItems(scope, await repo.lessonIds(tx, { tenantId: scope.tenantId, moduleId }), ids);
    await repo.writeLessonPositions(tx, { tenantId: scope.tenantId, ids });
  });
  return readModuleOutline(scope, moduleId);
}
