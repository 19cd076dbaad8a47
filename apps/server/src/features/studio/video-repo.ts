import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { lessons, lessonVideos } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

export type VideoRow = typeof lessonVideos.$inferSelect;

export async function insertVideo(
  tx: Db,
  values: Tenant & { lessonId: number; filename: string; declaredBytes: number; tokenHash: string; expiresAt: Date },
) {
  const [row] = await tx.insert(lessonVideos).values(values).returning();
  if (!row) throw new Error('the video just inserted was not returned');
  return row;
}

/** The lesson's newest upload: what the studio shows. */
export async function latestVideo(db: Db, { tenantId, lessonId }: Tenant & { lessonId: number }) {
  const [row] = await db
    .select()
    .from(lessonVideos)
    .where(and(eq(lessonVideos.tenantId, tenantId), eq(lessonVideos.lessonId, lessonId)))
    .orderBy(desc(lessonVideos.id))
    .limit(1);
  return row;
}

/** An upload still taking bytes, by its link's secret, in this school. */
export async function findUploading(db: Db, { tenantId, tokenHash }: Tenant & { tokenHash: string }) {
  const [row] = await db
    .select()
    .from(lessonVideos)
    .where(
      and(
        eq(lessonVideos.tenantId, tenantId),
        eq(lessonVideos.tokenHash, tokenHash),
        eq(lessonVideos.state, 'uploading'),
        sql`${lessonVideos.expiresAt} > now()`,
      ),
    );
  return row;
}

/**
 * Counts bytes written from `from` to `to`, only if nobody counted others meanwhile (a second
 * writer of the same link finds `from` moved and its bytes are not counted). The row, or undefined.
 */
export async function recordReceived(db: Db, { tenantId, id, from, to }: Tenant & { id: number; from: number; to: number }) {
  const [row] = await db
    .update(lessonVideos)
    .set({ receivedBytes: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(lessonVideos.tenantId, tenantId),
        eq(lessonVideos.id, id),
        eq(lessonVideos.state, 'uploading'),
        eq(lessonVideos.receivedBytes, from),
      ),
    )
    .returning();
  return row;
}

/** Every byte is in: the link is spent and the upload waits for processing. */
export async function startProcessing(tx: Db, { tenantId, id }: Tenant & { id: number }) {
  const [row] = await tx
    .update(lessonVideos)
    .set({ state: 'processing', tokenHash: null, progress: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(lessonVideos.tenantId, tenantId),
        eq(lessonVideos.id, id),
        eq(lessonVideos.state, 'uploading'),
        eq(lessonVideos.receivedBytes, lessonVideos.declaredBytes),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a processing upload for this process until `leaseMs` from now: the one named, or up to
 * `limit` of any school whose taker stopped (its lease passed). Rows another process holds are
 * left alone.
 */
export async function claimProcessing(db: Db, props: { leaseMs: number; id?: Tenant & { id: number }; limit?: number }) {
  const free = or(sql`${lessonVideos.lockedUntil} is null`, lt(lessonVideos.lockedUntil, sql`now()`));
  const named = props.id ? and(eq(lessonVideos.tenantId, props.id.tenantId), eq(lessonVideos.id, props.id.id)) : undefined;
  const candidates = db
    .select({ id: lessonVideos.id })
    .from(lessonVideos)
    .where(and(eq(lessonVideos.state, 'processing'), free, named))
    .limit(props.limit ?? 1)
    .for('update', { skipLocked: true });
  return db
    .update(lessonVideos)
    .set({ lockedUntil: sql`now() + ${`${props.leaseMs} milliseconds`}::interval` })
    .where(and(eq(lessonVideos.state, 'processing'), inArray(lessonVideos.id, candidates), named))
    .returning();
}

/** Progress while processing, which also keeps the lease. */
export async function reportProgress(
  db: Db,
  { tenantId, id, progress, leaseMs }: Tenant & { id: number; progress: number; leaseMs: number },
) {
  await db
    .update(lessonVideos)
    .set({ progress, lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(and(eq(lessonVideos.tenantId, tenantId), eq(lessonVideos.id, id), eq(lessonVideos.state, 'processing')));
}

export async function markFailed(db: Db, { tenantId, id, error }: Tenant & { id: number; error: string }) {
  await db
    .update(lessonVideos)
    .set({ state: 'failed', error, tokenHash: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(lessonVideos.tenantId, tenantId), eq(lessonVideos.id, id), inArray(lessonVideos.state, ['uploading', 'processing'])));
}

/**
 * The processed video becomes the lesson's: the row ready, the lesson pointing at it with its
 * duration and poster, and the uploads it replaces marked so. Answers the files the lesson no
 * longer shows (the replaced video and poster), for the caller to release; null when the upload
 * is no longer processing (its lesson went meanwhile).
 */
export async function makeReady(
  tx: Db,
  {
    tenantId,
    id,
    lessonId,
    key,
    posterUrl,
    durationSeconds,
  }: Tenant & { id: number; lessonId: number; key: string; posterUrl: string | null; durationSeconds: number },
) {
  const [ready] = await tx
    .update(lessonVideos)
    .set({ state: 'ready', key, posterUrl, durationSeconds, progress: 1, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(lessonVideos.tenantId, tenantId), eq(lessonVideos.id, id), eq(lessonVideos.state, 'processing')))
    .returning({ id: lessonVideos.id });
  if (!ready) return null;
  const [before] = await tx
    .select({ videoKey: lessons.videoKey, thumbnailUrl: lessons.thumbnailUrl })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
    .for('update');
  await tx
    .update(lessons)
    .set({ videoKey: key, videoUrl: null, durationSeconds, ...(posterUrl ? { thumbnailUrl: posterUrl } : {}) })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)));
  await tx
    .update(lessonVideos)
    .set({ state: 'replaced', updatedAt: sql`now()` })
    .where(
      and(
        eq(lessonVideos.tenantId, tenantId),
        eq(lessonVideos.lessonId, lessonId),
        eq(lessonVideos.state, 'ready'),
        lt(lessonVideos.id, id),
      ),
    );
  return [before?.videoKey, posterUrl ? before?.thumbnailUrl : null].filter((url): url is string => Boolean(url));
}

/** The uploads whose link passed while bytes were still missing (the sweep fails them and deletes their part file). */
export function expiredUploads(db: Db, limit: number) {
  return db
    .select({ tenantId: lessonVideos.tenantId, id: lessonVideos.id })
    .from(lessonVideos)
    .where(and(eq(lessonVideos.state, 'uploading'), lt(lessonVideos.expiresAt, sql`now()`)))
    .limit(limit);
}

/** Uploads of these lessons still taking bytes or processing: their part files go once the deletion commits. */
export async function unfinishedOf(tx: Db, { tenantId, lessonIds }: Tenant & { lessonIds: number[] }) {
  if (lessonIds.length === 0) return [];
  const rows = await tx
    .select({ id: lessonVideos.id })
    .from(lessonVideos)
    .where(
      and(
        eq(lessonVideos.tenantId, tenantId),
        inArray(lessonVideos.lessonId, lessonIds),
        inArray(lessonVideos.state, ['uploading', 'processing']),
      ),
    );
  return rows.map((r) => r.id);
}

/** The files of lessons a deletion takes: their processed videos and posters (the rows go by the foreign key). */
export async function videoFilesOf(tx: Db, { tenantId, lessonIds }: Tenant & { lessonIds: number[] }) {
  if (lessonIds.length === 0) return [];
  const rows = await tx
    .select({ key: lessonVideos.key, posterUrl: lessonVideos.posterUrl })
    .from(lessonVideos)
    .where(and(eq(lessonVideos.tenantId, tenantId), inArray(lessonVideos.lessonId, lessonIds), isNotNull(lessonVideos.key)));
  return rows.flatMap((r) => [r.key, r.posterUrl]).filter((url): url is string => Boolean(url));
}
