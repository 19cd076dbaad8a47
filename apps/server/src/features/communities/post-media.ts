import { VIDEO_MIME_TYPES } from '@trilha/shared/banners/constants';
import type { FeedMessageKey } from '@trilha/shared/communities/feed-constants';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { isUtf8 } from 'node:buffer';
import { communityPostMedia } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
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

/** Documents by the type file-type reads from the bytes. Macro-enabled Office files are not among them. */
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};
/**
 * Word, Excel and PowerPoint 97-2003 files are OLE compound files, which file-type names only as
 * such (`application/x-cfb`, also an .msi or an Outlook message): the stream each application
 * writes (its UTF-16 name in the file's directory) tells them apart. Word first: a document with an
 * embedded sheet holds both names.
 */
const LEGACY_OFFICE = [
  { stream: 'WordDocument', contentType: 'application/msword', ext: 'doc' },
  { stream: 'PowerPoint Document', contentType: 'application/vnd.ms-powerpoint', ext: 'ppt' },
  { stream: 'Workbook', contentType: 'application/vnd.ms-excel', ext: 'xls' },
].map((type) => ({ ...type, marker: Buffer.from(type.stream, 'utf16le') }));

type Document = { contentType: string; ext: string };

/**
 * A post's document type from its bytes, or null. Plain text has no magic number: it is text only
 * when its name ends .txt and its bytes are UTF-8 without NUL (both native scans, linear in the
 * size); whatever file-type guesses from a text's first letters ("BM..." reads as a bitmap) does not
 * matter then, since it is stored and sent as text/plain and downloaded.
 */
export async function detectDocument(buffer: Buffer, filename: string): Promise<Document | null> {
  const detected = await fileTypeFromBuffer(buffer);
  const ext = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
  if (detected && ext) return { contentType: detected.mime, ext };
  if (detected?.mime === 'application/x-cfb') {
    const legacy = LEGACY_OFFICE.find((type) => buffer.includes(type.marker));
    if (legacy) return { contentType: legacy.contentType, ext: legacy.ext };
  }
  if (/\.txt$/i.test(filename) && buffer.indexOf(0) === -1 && isUtf8(buffer)) return { contentType: 'text/plain', ext: 'txt' };
  return null;
}

/** Cuts a string to `max` code points without splitting a surrogate pair. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');
const NAME_MAX = 255;

/**
 * The name a member's file is shown with: its last path segment (old browsers send C:\...),
 * without control or format characters (a right-to-left override would show "fdp.exe" as
 * "exe.pdf"), characters no file system takes, or leading dots, at most 255 characters. With
 * `ext`, it ends in the extension of the type the bytes are.
 */
export function displayName(raw: string, fallback: string, ext?: string): string {
  let name = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name === '') name = fallback;
  const suffix = ext && !name.toLowerCase().endsWith(`.${ext}`) ? `.${ext}` : '';
  return cut(name, NAME_MAX - suffix.length) + suffix;
}

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
