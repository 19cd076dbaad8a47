import { VIDEO_MIME_TYPES } from '@trilha/shared/banners/constants';
import type { FeedMessageKey } from '@trilha/shared/communities/feed-constants';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { communityPostMedia } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { detectDocument, displayName } from '../../platform/documents';
import { attachmentArea, privateArea } from '../../platform/files';
import { IMAGE_TYPES, prepareUpload, releaseStoredFile, storeUpload, type UploadPolicy } from '../../platform/uploads';
import { attachVideo, detachVideos, type VideoPurpose } from '../../platform/video-upload';
import type { Member } from './access';
import { feedText } from './feed-messages';
import type { NewMedia } from './posts-service';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'communities.video-sweep': { tenantId: number; key: string };
  }
}

/** The area of a post's media; every one of them is private (docs/communities.md "Post media": read through the access route). */
const POST_MEDIA_AREA = 'community-posts';
/**
 * Where each kind lives, all under the area's private folder (never served at /files/): pictures
 * at its top, documents in its attachments folder (sent as downloads), videos in its videos folder.
 */
export const POST_MEDIA_FOLDERS = {
  image: privateArea(POST_MEDIA_AREA),
  file: attachmentArea(privateArea(POST_MEDIA_AREA)),
  video: `${privateArea(POST_MEDIA_AREA)}/videos`,
} as const;
/** 15 MB a picture or document, the platform's picture limit (docs/communities.md "Post media"). */
export const POST_MEDIA_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
/** Pictures as detected from the bytes, all re-encoded to WebP; HEIC decodes only where libvips can (else 400 imageUnreadable). */
const POST_IMAGE_TYPES = [...IMAGE_TYPES, 'image/heic', 'image/heif'] as const;
const IMAGE_POLICY: UploadPolicy = {
  area: POST_MEDIA_FOLDERS.image,
  maxBytes: POST_MEDIA_MAX_BYTES,
  accept: POST_IMAGE_TYPES,
  image: { maxSide: 2048 },
};

/** The community's videos (platform/video-upload.ts): only a post's own upload, in their folder, is accepted. */
export const COMMUNITY_VIDEOS: VideoPurpose = {
  folder: POST_MEDIA_FOLDERS.video,
  sweepQueue: 'communities.video-sweep',
  isInUse: isPostMediaUrl,
};

/** Whether a post of the school shows the file at this url, which ends with its key (the daily sweep of a video link asks, once). */
async function isPostMediaUrl(db: Db, props: { tenantId: number; url: string }): Promise<boolean> {
  const key = /(?:^|\/)(tenants\/\d+\/.+)$/.exec(props.url)?.[1];
  if (!key) return false;
  const [row] = await db
    .select({ id: communityPostMedia.id })
    .from(communityPostMedia)
    .where(and(eq(communityPostMedia.tenantId, props.tenantId), eq(communityPostMedia.key, key)))
    .limit(1);
  return Boolean(row);
}

/** A refusal of a post's media, in the reader's language, naming the part. */
export function refuseMedia(lang: Language, status: 400 | 413 | 415, key: FeedMessageKey, path: string): never {
  const message = feedText(lang, key);
  throw new HttpError(status, null, message, [{ path, message }]);
}

/**
 * A new post's media as its form arrives: each part checked and stored at once (so only one part's
 * bytes are held), in part order. `discard` lets every stored file go and gives the video back, in
 * one transaction, when the post is not saved; it runs once however often it is called.
 */
export function postMediaCollector(ctx: Pick<AppContext, 'db' | 'storage'>, member: Member, lang: Language) {
  const media: NewMedia[] = [];
  const stored: string[] = [];
  const attached: string[] = [];
  const owner = { tenantId: member.tenantId, userId: member.userId };
  let discarded = false;

  async function addImage(buffer: Buffer, filename: string, path: string) {
    const detected = await fileTypeFromBuffer(buffer);
    if (!detected || !(POST_IMAGE_TYPES as readonly string[]).includes(detected.mime)) refuseMedia(lang, 415, 'imageType', path);
    const prepared = await prepareUpload({ buffer, mime: detected.mime, ext: detected.ext }, IMAGE_POLICY);
    const file = await storeUpload(ctx, { ...owner, area: POST_MEDIA_FOLDERS.image, ...prepared });
    stored.push(file.key);
    media.push({
      kind: 'image',
      key: file.key,
      name: displayName(filename, 'imagem'),
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    });
  }

  async function addFile(buffer: Buffer, filename: string, path: string) {
    const type = (await detectDocument(buffer, filename)) ?? refuseMedia(lang, 415, 'fileType', path);
    const file = await storeUpload(ctx, { ...owner, area: POST_MEDIA_FOLDERS.file, body: buffer, ...type });
    stored.push(file.key);
    const name = displayName(filename, 'arquivo', type.ext);
    media.push({ kind: 'file', key: file.key, name, contentType: file.contentType, sizeBytes: file.sizeBytes });
  }

  /** The `path` of this member's finished upload (the link's reply), taken for this post alone; else 400. */
  async function addVideo(reference: string, at: number) {
    const video = await attachVideo(ctx.db, ctx.storage, COMMUNITY_VIDEOS, { ...owner, path: reference, types: VIDEO_MIME_TYPES });
    if (!video) refuseMedia(lang, 400, 'postVideoNotFound', 'videos');
    attached.push(video.key);
    const name = displayName(video.filename, 'video');
    media.splice(at, 0, { kind: 'video', key: video.key, name, contentType: video.contentType, sizeBytes: video.sizeBytes });
  }

  async function discard() {
    if (discarded) return;
    discarded = true;
    await ctx.db.transaction(async (tx) => {
      for (const key of stored) await releaseStoredFile(tx, { tenantId: member.tenantId, url: key });
      await detachVideos(tx, { tenantId: member.tenantId, keys: attached });
    });
  }

  return { media, addImage, addFile, addVideo, discard };
}
