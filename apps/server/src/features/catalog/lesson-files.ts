import { catalogPaths } from '@trilha/shared/catalog/paths';
import { and, eq } from 'drizzle-orm';
import { lessonMaterials, lessons } from '../../db/schema/index';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import { SIGNED_VIDEO_URL_SECONDS, type PrivateFile } from '../../platform/private-files';
import { lessonIsPublished, lessonOpenNow, previewsEverything } from './policy';

/**
 * A lesson's files as its students reach them (docs/course-studio.md "Materials", "Video"): the
 * materials listed on the lesson, and each file sent only to a member who may open the lesson now,
 * checked on every request (a route's URL is stable; the file behind it is never public).
 */

export type MaterialView = { id: number; name: string; size: number; url: string };

/** A lesson's materials as the lesson page lists them (its download links), from the rows repo.ts findLesson folds in. */
export const materialViews = (lessonId: number, rows: readonly { id: number; name: string; size: number }[]): MaterialView[] =>
  rows.map((r) => ({ id: r.id, name: r.name, size: r.size, url: catalogPaths.material({ lessonId, materialId: r.id }) }));

/**
 * The lesson as a file request sees it: 404 when the school has no such lesson or the member
 * cannot see it (a draft, to a student); `open` when the member may watch it now. Staff preview
 * everything, drafts included.
 */
async function lessonForFiles(db: Db, user: SessionUser, lessonId: number) {
  const staff = previewsEverything(user);
  const [row] = await db
    .select({
      videoKey: lessons.videoKey,
      open: lessonOpenNow(db, { tenantId: user.tenantId, learnerId: staff ? null : user.id }),
    })
    .from(lessons)
    .where(and(eq(lessons.tenantId, user.tenantId), eq(lessons.id, lessonId), staff ? undefined : lessonIsPublished()))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A material to a member who may open its lesson: sent as a download under its own name. */
export async function materialFile(db: Db, user: SessionUser, props: { lessonId: number; materialId: number }): Promise<PrivateFile> {
  const lesson = await lessonForFiles(db, user, props.lessonId);
  if (!lesson.open) throw new HttpError(403, 'lessonLocked');
  const [material] = await db
    .select({ key: lessonMaterials.key, name: lessonMaterials.name, contentType: lessonMaterials.contentType })
    .from(lessonMaterials)
    .where(
      and(
        eq(lessonMaterials.tenantId, user.tenantId),
        eq(lessonMaterials.lessonId, props.lessonId),
        eq(lessonMaterials.id, props.materialId),
      ),
    );
  if (!material) throw notFound();
  return { ...material, download: true };
}

/** The studio's processed video of a lesson, streamed (Range) to a member who may open the lesson. */
export async function lessonVideoFile(db: Db, user: SessionUser, lessonId: number): Promise<PrivateFile> {
  const lesson = await lessonForFiles(db, user, lessonId);
  if (!lesson.open) throw new HttpError(403, 'lessonLocked');
  if (!lesson.videoKey) throw notFound();
  const contentType = lesson.videoKey.endsWith('.webm') ? 'video/webm' : 'video/mp4';
  return {
    key: lesson.videoKey,
    contentType,
    name: `aula-${lessonId}.${contentType.slice(6)}`,
    download: false,
    expiresInSeconds: SIGNED_VIDEO_URL_SECONDS,
  };
}
