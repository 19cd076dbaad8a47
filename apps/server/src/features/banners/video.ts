import { VIDEO_MAX_BYTES } from '@trilha/shared/banners/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { enqueue } from '../../platform/jobs/queue';
import { releaseStoredFile } from '../../platform/uploads';
import { bannerText } from './messages';
import { isVideoInUse } from './repo';
import {
  deleteVideoUpload,
  findUploadedVideo,
  findUsableVideoLink,
  findVideoUploadByKey,
  insertVideoUpload,
  markVideoUploaded,
  spendVideoToken,
  type VideoLinkRow,
} from './video-repo';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'banners.video-sweep': { tenantId: number; key: string };
  }
}

/** How long the browser has to PUT the file after asking for the link. */
const LINK_TTL_MS = 60 * 60 * 1000;
/** A link never used, or a video no banner took (the modal was closed), is let go a day later. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
const VIDEO_KEY = /(?:^|\/)(tenants\/\d+\/banners\/videos\/[A-Za-z0-9_-]+\.[a-z0-9]+)$/;

type VideoScope = { db: Db; storage: Storage; tenantId: number; lang: Language };

/** Only the hash is kept: a leaked database row cannot be replayed as an upload link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Spec 001 §7 step 1: reserves the video's key (so its `path` is known now) and a one-time token
 * for the PUT, with the size the browser declared. The extension comes from the name the schema checked.
 */
export async function videoLinkCreator(scope: VideoScope & { userId: number }, props: { filename: string; size?: number }) {
  const ext = props.filename.slice(props.filename.lastIndexOf('.') + 1).toLowerCase();
  const key = `tenants/${scope.tenantId}/banners/videos/${randomBytes(16).toString('base64url')}.${ext}`;
  const token = randomBytes(32).toString('base64url');
  const row = await scope.db.transaction(async (tx) => {
    const inserted = await insertVideoUpload(tx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      key,
      filename: props.filename,
      tokenHash: hashToken(token),
      declaredBytes: props.size ?? null,
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    await enqueue(
      tx,
      'banners.video-sweep',
      { tenantId: scope.tenantId, key },
      { tenantId: scope.tenantId, runAt: new Date(Date.now() + SWEEP_AFTER_MS) },
    );
    return inserted;
  });
  return { id: row.id, path: scope.storage.urlOf(key), token, status: 'processing' as const };
}

/** The link a PUT names, within the school of its host; null when unknown, spent, expired or another school's. */
export function findVideoLink(db: Db, props: { tenantId: number; token: string }): Promise<VideoLinkRow | null> {
  return findUsableVideoLink(db, { tenantId: props.tenantId, tokenHash: hashToken(props.token) });
}

/** The most a PUT on this link may send: the size declared for it, else the spec's 25 MB. */
export const videoByteLimit = (link: { declaredBytes: number | null }) => link.declaredBytes ?? VIDEO_MAX_BYTES;

/**
 * Spec 001 §7 step 2: the PUT's bytes (type and size already checked) land at the reserved key. The
 * token works once, in its own school: it is spent before the bytes are written, and a second PUT
 * finds no link (404).
 */
export async function videoReceiver(
  deps: { db: Db; storage: Storage; lang: Language },
  props: { tenantId: number; token: string; body: Buffer; contentType: string },
) {
  const link = await spendVideoToken(deps.db, { tenantId: props.tenantId, tokenHash: hashToken(props.token) });
  if (!link) throw new HttpError(404, null, bannerText(deps.lang, 'videoLinkExpired'));
  await deps.storage.put(link.key, props.body, props.contentType);
  try {
    const row = await deps.db.transaction((tx) =>
      markVideoUploaded(tx, { ...link, contentType: props.contentType, sizeBytes: props.body.length }),
    );
    if (!row) throw new HttpError(404, null, bannerText(deps.lang, 'videoLinkExpired'));
    return { id: row.id, path: deps.storage.urlOf(row.key), status: 'uploaded' as const };
  } catch (error) {
    await deps.storage.delete(link.key).catch(() => {
      // Best effort: the error that brought us here is the one to report.
    });
    throw error;
  }
}

/** The storage key behind a video path of this school, or null when the path is not one of ours. */
function videoKeyOf(storage: Storage, tenantId: number, path: string): string | null {
  const key = VIDEO_KEY.exec(path)?.[1];
  if (!key || !key.startsWith(`tenants/${tenantId}/`) || storage.urlOf(key) !== path) return null;
  return key;
}

type VideoField = 'url_video' | 'url_video_vertical';

/**
 * A banner's video is '' (none), the value it already has, or the `path` of a finished upload of
 * this school; anything else (another school's, a pending or released upload, a URL) is 400.
 */
export async function resolveVideo(tx: Db, scope: VideoScope, props: { field: VideoField; value: string; current: string | null }) {
  if (props.value === '') return null;
  if (props.value === props.current) return props.current;
  const key = videoKeyOf(scope.storage, scope.tenantId, props.value);
  if (!key || !(await findUploadedVideo(tx, { tenantId: scope.tenantId, key }))) {
    throw badRequest(bannerText(scope.lang, 'videoNotFound'), `body.${props.field}`);
  }
  return props.value;
}

/**
 * Lets a video go once no banner of the school shows it any more: its file record and bytes (after
 * commit) and its upload row, so the path cannot be attached again.
 */
export async function releaseVideoIfUnused(tx: Db, scope: VideoScope, url: string) {
  if (await isVideoInUse(tx, { tenantId: scope.tenantId, url })) return;
  await releaseStoredFile(tx, { tenantId: scope.tenantId, url });
  const key = videoKeyOf(scope.storage, scope.tenantId, url);
  if (key) await deleteVideoUpload(tx, { tenantId: scope.tenantId, key });
}

/**
 * The sweep job of one link, a day after it was asked for: a link never finished is forgotten, and
 * a video no banner shows is released like a removed one. Idempotent, as jobs must be.
 */
export async function sweepVideo(deps: { db: Db; storage: Storage }, props: { tenantId: number; key: string }) {
  await deps.db.transaction(async (tx) => {
    const upload = await findVideoUploadByKey(tx, { ...props, forUpdate: true });
    if (!upload) return;
    const url = deps.storage.urlOf(props.key);
    if (upload.status === 'uploaded' && (await isVideoInUse(tx, { tenantId: props.tenantId, url }))) return;
    await releaseStoredFile(tx, { tenantId: props.tenantId, url });
    await deleteVideoUpload(tx, props);
  });
}
