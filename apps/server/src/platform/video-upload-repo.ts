import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { files, videoUploads } from '../db/schema/index';
import type { Db } from './db/client';

/**
 * `processing` until the PUT's bytes are stored, then `uploaded`; a video a record took for itself
 * alone (a community post) is `attached`, so no second record can take it.
 */
type VideoUploadStatus = 'processing' | 'uploaded' | 'attached';

const columns = {
  id: videoUploads.id,
  tenantId: videoUploads.tenantId,
  userId: videoUploads.userId,
  key: videoUploads.key,
  status: videoUploads.status,
};
export type VideoUploadRow = { id: number; tenantId: number; userId: number; key: string; status: string };

export async function insertVideoUpload(
  db: Db,
  props: {
    tenantId: number;
    userId: number;
    key: string;
    filename: string;
    tokenHash: string;
    declaredBytes: number | null;
    expiresAt: Date;
  },
): Promise<VideoUploadRow> {
  const [row] = await db
    .insert(videoUploads)
    .values({ ...props, status: 'processing' })
    .returning(columns);
  if (!row) throw new Error('insert into video_uploads returned no row');
  return row;
}

export async function findVideoUpload(db: Db, props: { tenantId: number; id: number }): Promise<VideoUploadRow | null> {
  const [row] = await db
    .select(columns)
    .from(videoUploads)
    .where(and(eq(videoUploads.tenantId, props.tenantId), eq(videoUploads.id, props.id)))
    .limit(1);
  return row ?? null;
}

export async function findVideoUploadByKey(
  db: Db,
  props: { tenantId: number; key: string; forUpdate?: boolean },
): Promise<VideoUploadRow | null> {
  const query = db
    .select(columns)
    .from(videoUploads)
    .where(and(eq(videoUploads.tenantId, props.tenantId), eq(videoUploads.key, props.key)))
    .limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findUploadedVideo(db: Db, props: { tenantId: number; key: string }): Promise<VideoUploadRow | null> {
  const [row] = await db
    .select(columns)
    .from(videoUploads)
    .where(and(eq(videoUploads.tenantId, props.tenantId), eq(videoUploads.key, props.key), eq(videoUploads.status, 'uploaded')))
    .limit(1);
  return row ?? null;
}

/** A link that can still take its PUT: this school's, `processing` and not expired. */
const usableLink = (props: { tenantId: number; tokenHash: string }) =>
  and(
    eq(videoUploads.tenantId, props.tenantId),
    eq(videoUploads.tokenHash, props.tokenHash),
    eq(videoUploads.status, 'processing'),
    gt(videoUploads.expiresAt, sql`now()`),
  );

export type VideoLinkRow = VideoUploadRow & { declaredBytes: number | null };

/** Looks a link up without spending it, before its PUT's body is read. */
export async function findUsableVideoLink(db: Db, props: { tenantId: number; tokenHash: string }): Promise<VideoLinkRow | null> {
  const [row] = await db
    .select({ ...columns, declaredBytes: videoUploads.declaredBytes })
    .from(videoUploads)
    .where(usableLink(props))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a one-time upload token in one conditional UPDATE: only a link of this school still
 * `processing` and not expired matches, and it expires at once, so two PUTs cannot both win.
 * It expires at a fixed past instant (1970), not at `now()`: `now()` is each transaction's start,
 * so a concurrent PUT whose transaction began a moment earlier re-checks the row after this one
 * commits, finds the new expiry still later than its own `now()`, and wins too (seen on PostgreSQL).
 */
export async function spendVideoToken(db: Db, props: { tenantId: number; tokenHash: string }): Promise<VideoUploadRow | null> {
  const [row] = await db
    .update(videoUploads)
    .set({ expiresAt: sql`'epoch'::timestamptz` })
    .where(usableLink(props))
    .returning(columns);
  return row ?? null;
}

/** The bytes are stored: record them as the school's file and mark the upload done. */
export async function markVideoUploaded(
  db: Db,
  props: { tenantId: number; id: number; userId: number; key: string; contentType: string; sizeBytes: number },
): Promise<VideoUploadRow | null> {
  await db
    .insert(files)
    .values({ tenantId: props.tenantId, key: props.key, contentType: props.contentType, sizeBytes: props.sizeBytes, userId: props.userId });
  const [row] = await db
    .update(videoUploads)
    .set({ status: 'uploaded', contentType: props.contentType, sizeBytes: props.sizeBytes })
    .where(and(eq(videoUploads.tenantId, props.tenantId), eq(videoUploads.id, props.id)))
    .returning(columns);
  return row ?? null;
}

export type AttachedVideoRow = { key: string; filename: string; contentType: string | null; sizeBytes: number | null };

/**
 * Takes an uploaded video of this user for one record, in one conditional UPDATE: of two forms
 * naming the same video at once, only one gets it. Null when it is not this school's, not this
 * user's, not finished, already taken, or not of `types`.
 */
export async function attachUploadedVideo(
  db: Db,
  props: { tenantId: number; userId: number; key: string; types: readonly string[] },
): Promise<AttachedVideoRow | null> {
  const [row] = await db
    .update(videoUploads)
    .set({ status: 'attached' satisfies VideoUploadStatus })
    .where(
      and(
        eq(videoUploads.tenantId, props.tenantId),
        eq(videoUploads.key, props.key),
        eq(videoUploads.userId, props.userId),
        eq(videoUploads.status, 'uploaded' satisfies VideoUploadStatus),
        inArray(videoUploads.contentType, [...props.types]),
      ),
    )
    .returning({
      key: videoUploads.key,
      filename: videoUploads.filename,
      contentType: videoUploads.contentType,
      sizeBytes: videoUploads.sizeBytes,
    });
  return row ?? null;
}

/** Gives an attached video back (the record that took it was not saved), so the member can post it again. */
export async function detachVideo(db: Db, props: { tenantId: number; key: string }) {
  await db
    .update(videoUploads)
    .set({ status: 'uploaded' satisfies VideoUploadStatus })
    .where(
      and(
        eq(videoUploads.tenantId, props.tenantId),
        eq(videoUploads.key, props.key),
        eq(videoUploads.status, 'attached' satisfies VideoUploadStatus),
      ),
    );
}

/** A released video can no longer be attached: its bytes are going. */
export async function deleteVideoUpload(db: Db, props: { tenantId: number; key: string }) {
  await db.delete(videoUploads).where(and(eq(videoUploads.tenantId, props.tenantId), eq(videoUploads.key, props.key)));
}
