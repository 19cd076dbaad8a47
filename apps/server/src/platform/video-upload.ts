import { VIDEO_MAX_BYTES } from '@trilha/shared/banners/constants';
import { BANNER_TRANSLATIONS } from '@trilha/shared/banners/messages';
import type { Language } from '@trilha/shared/platform/http';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db/client';
import { HttpError } from './errors';
import { enqueue, type JobPayloads, type QueueName } from './jobs/queue';
import type { JobWorker } from './jobs/worker';
import type { Storage } from './storage';
import { releaseStoredFile } from './uploads';
import {
  attachUploadedVideo,
  deleteVideoUpload,
  detachVideo,
  findUploadedVideo,
  findUsableVideoLink,
  findVideoUpload,
  findVideoUploadByKey,
  insertVideoUpload,
  markVideoUploaded,
  spendVideoToken,
  type VideoLinkRow,
} from './video-upload-repo';

/**
 * The two-step video upload of spec 001 §7 (docs/home.md "Banners", docs/communities.md "Post
 * media"), for any feature: ask for a one-hour link, PUT the bytes to it (type from the bytes,
 * 25 MB), then save the `path` in a record. Each feature declares a purpose: the folder its videos
 * live in (so one feature's path is never accepted by another) and when a video is still wanted.
 */
export type VideoPurpose = {
  /** Folder under the school's prefix: tenants/{tenantId}/{folder}/{random}.{ext} */
  folder: string;
  /** Its sweep job, a day after each link (declared by the feature in JobPayloads). */
  sweepQueue: VideoSweepQueue;
  /** Whether a record of the school still shows the video at `url`: the sweep keeps it then. */
  isInUse: (db: Db, props: { tenantId: number; url: string }) => Promise<boolean>;
};

/** The queues whose payload is a video sweep's (`banners.video-sweep`, `communities.video-sweep`). */
type VideoSweepQueue = { [Q in QueueName]: JobPayloads[Q] extends { tenantId: number; key: string } ? Q : never }[QueueName];

/** The video messages are spec 001's, kept with the banners' that came first. */
export type VideoMessageKey = 'videoLinkExpired' | 'videoTooLarge' | 'videoType' | 'videoIncomplete' | 'videoNotFound';
export const videoText = (lang: Language, key: VideoMessageKey) => BANNER_TRANSLATIONS[key][lang];

/** How long the browser has to PUT the file after asking for the link. */
const LINK_TTL_MS = 60 * 60 * 1000;
/** A link never used, or a video no record took (the form was closed), is let go a day later. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Only the hash is kept: a leaked database row cannot be replayed as an upload link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = { db: Db; storage: Storage };

/**
 * Step 1: reserves the video's key (so its `path` is known now) and a one-time token for the PUT,
 * with the size the browser declared. The extension comes from the name the route's schema checked.
 */
export async function createVideoLink(
  deps: Deps,
  purpose: VideoPurpose,
  props: { tenantId: number; userId: number; filename: string; size?: number },
) {
  const ext = props.filename.slice(props.filename.lastIndexOf('.') + 1).toLowerCase();
  const key = `tenants/${props.tenantId}/${purpose.folder}/${randomBytes(16).toString('base64url')}.${ext}`;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertVideoUpload(tx, {
      tenantId: props.tenantId,
      userId: props.userId,
      key,
      filename: props.filename,
      tokenHash: hashToken(token),
      declaredBytes: props.size ?? null,
      expiresAt,
    });
    await enqueue(
      tx,
      purpose.sweepQueue,
      { tenantId: props.tenantId, key },
      { tenantId: props.tenantId, runAt: new Date(Date.now() + SWEEP_AFTER_MS) },
    );
    return inserted;
  });
  return { id: row.id, path: deps.storage.urlOf(key), token, status: 'processing' as const, expiresAt };
}

/** The link a PUT names, within the school of its host; null when unknown, spent, expired or another school's. */
export function findVideoLink(db: Db, props: { tenantId: number; token: string }): Promise<VideoLinkRow | null> {
  return findUsableVideoLink(db, { tenantId: props.tenantId, tokenHash: hashToken(props.token) });
}

/** A link's upload as its status route shows it: the path a record saves, and whether the bytes arrived; null when not this school's. */
export async function readVideoUpload(deps: Deps, props: { tenantId: number; id: number }) {
  const row = await findVideoUpload(deps.db, props);
  if (!row) return null;
  return {
    id: row.id,
    path: deps.storage.urlOf(row.key),
    status: row.status === 'uploaded' ? ('uploaded' as const) : ('processing' as const),
  };
}

/** The most a PUT on this link may send: the size declared for it, else the spec's 25 MB. */
export const videoByteLimit = (link: { declaredBytes: number | null }) => link.declaredBytes ?? VIDEO_MAX_BYTES;

/**
 * Step 2: the PUT's bytes (type and size already checked) land at the reserved key. The token works
 * once, in its own school: it is spent before the bytes are written, and a second PUT finds no link (404).
 */
export async function receiveVideo(
  deps: Deps & { lang: Language },
  props: { tenantId: number; token: string; body: Buffer; contentType: string },
) {
  const link = await spendVideoToken(deps.db, { tenantId: props.tenantId, tokenHash: hashToken(props.token) });
  if (!link) throw new HttpError(404, null, videoText(deps.lang, 'videoLinkExpired'));
  await deps.storage.put(link.key, props.body, props.contentType);
  try {
    const row = await deps.db.transaction((tx) =>
      markVideoUploaded(tx, { ...link, contentType: props.contentType, sizeBytes: props.body.length }),
    );
    if (!row) throw new HttpError(404, null, videoText(deps.lang, 'videoLinkExpired'));
    return { id: row.id, path: deps.storage.urlOf(row.key), status: 'uploaded' as const };
  } catch (error) {
    await deps.storage.delete(link.key).catch(() => {
      // Best effort: the error that brought us here is the one to report.
    });
    throw error;
  }
}

/**
 * The storage key behind a video path of this school and purpose, or null when the path is not one
 * of ours (another school's, another feature's, a URL elsewhere).
 */
function videoKeyOf(storage: Storage, purpose: VideoPurpose, props: { tenantId: number; path: string }): string | null {
  const prefix = `tenants/${props.tenantId}/${purpose.folder}/`;
  const key = /(?:^|\/)(tenants\/\d+\/.+)$/.exec(props.path)?.[1];
  if (!key?.startsWith(prefix) || !/^[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key.slice(prefix.length))) return null;
  return storage.urlOf(key) === props.path ? key : null;
}

/** Whether `path` is a finished upload of this school and purpose (any member's: a banner's editors share them). */
export async function isUploadedVideo(db: Db, storage: Storage, purpose: VideoPurpose, props: { tenantId: number; path: string }) {
  const key = videoKeyOf(storage, purpose, props);
  return key !== null && (await findUploadedVideo(db, { tenantId: props.tenantId, key })) !== null;
}

export type AttachedVideo = { url: string; key: string; filename: string; contentType: string; sizeBytes: number };

/**
 * Takes a finished upload of this school, purpose and user, of one of `types`, for one record
 * alone (a second record naming it gets null), or null. `detachVideos` gives it back.
 */
export async function attachVideo(
  db: Db,
  storage: Storage,
  purpose: VideoPurpose,
  props: { tenantId: number; userId: number; path: string; types: readonly string[] },
): Promise<AttachedVideo | null> {
  const key = videoKeyOf(storage, purpose, props);
  if (!key) return null;
  const row = await attachUploadedVideo(db, { tenantId: props.tenantId, userId: props.userId, key, types: props.types });
  if (!row?.contentType || row.sizeBytes === null) return null;
  return { url: props.path, key, filename: row.filename, contentType: row.contentType, sizeBytes: row.sizeBytes };
}

export async function detachVideos(db: Db, props: { tenantId: number; keys: readonly string[] }) {
  for (const key of props.keys) await detachVideo(db, { tenantId: props.tenantId, key });
}

/**
 * Lets a video go once no record of its purpose shows it any more: its file record and bytes
 * (after commit) and its upload row, so the path cannot be attached again.
 */
export async function releaseVideoIfUnused(tx: Db, storage: Storage, purpose: VideoPurpose, props: { tenantId: number; url: string }) {
  if (await purpose.isInUse(tx, props)) return;
  await releaseStoredFile(tx, props);
  const key = videoKeyOf(storage, purpose, { tenantId: props.tenantId, path: props.url });
  if (key) await deleteVideoUpload(tx, { tenantId: props.tenantId, key });
}

/**
 * The sweep job of one link, a day after it was asked for: a link never finished is forgotten, and
 * a video no record shows is released like a removed one. Idempotent, as jobs must be.
 */
export async function sweepVideo(deps: Deps, purpose: VideoPurpose, props: { tenantId: number; key: string }) {
  await deps.db.transaction(async (tx) => {
    const upload = await findVideoUploadByKey(tx, { ...props, forUpdate: true });
    if (!upload) return;
    const url = deps.storage.urlOf(props.key);
    if (upload.status !== 'processing' && (await purpose.isInUse(tx, { tenantId: props.tenantId, url }))) return;
    await releaseStoredFile(tx, { tenantId: props.tenantId, url });
    await deleteVideoUpload(tx, props);
  });
}

/** Registers a purpose's sweep handler while the app is built. */
export function handleVideoSweeps(jobs: JobWorker, deps: Deps, purpose: VideoPurpose) {
  jobs.handle(purpose.sweepQueue, (payload) => sweepVideo(deps, purpose, payload));
}
