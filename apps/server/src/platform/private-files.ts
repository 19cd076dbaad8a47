import send from '@fastify/send';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { files, videoUploads } from '../db/schema/index';
import type { Db } from './db/client';
import { notFound } from './errors';
import { enqueue } from './jobs/queue';
import { translate } from './messages';
import type { Storage } from './storage';

/**
 * Files of content with an audience (docs/platform-services.md "Private files"; Discourse's
 * secure uploads): a feature's own route decides who may read the file, each time it is asked,
 * and then calls `sendPrivateFile`, which answers with the bytes (local storage, Range requests
 * included) or a redirect to a short-lived presigned URL (S3). The route's URL is stable, so a
 * reply that names it (a cached feed page) never holds an expiring link. Course materials and
 * lesson videos use the same call behind their own access check.
 */

/** A presigned URL's life: a picture or a download is fetched at once. */
const SIGNED_URL_SECONDS = 300;
/** A player reads a video in ranges, from the URL the redirect gave, for as long as it plays. */
export const SIGNED_VIDEO_URL_SECONDS = 3600;
/** A browser may keep the redirect a little less than the URL lives, never past it. */
const REDIRECT_GRACE_SECONDS = 5;

export type PrivateFile = {
  key: string;
  contentType: string;
  /** The name the browser saves or shows it as. */
  name: string;
  /** A document is sent as a download, never rendered on the school's origin; pictures and videos inline. */
  download: boolean;
  /** The presigned URL's life on S3 (default SIGNED_URL_SECONDS). */
  expiresInSeconds?: number;
};

/**
 * RFC 6266: a plain ASCII name as it is; any other with an ASCII fallback for old clients and the
 * real one, UTF-8 and percent-encoded (RFC 8187), which browsers prefer.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  if (/^[\x20-\x7e]+$/.test(name) && !/["\\%]/.test(name)) return `${kind}; filename="${name}"`;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_')
      .trim() || 'arquivo';
  const encoded = encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const SAFE_KEY = /^tenants\/\d+\/[a-z0-9/_.-]{1,240}$/i;

/**
 * The file's bytes to a reader the caller has just let in: on S3 a 302 to a presigned GET (which
 * answers Range requests itself), locally the file streamed with Range, ETag and conditional GETs.
 * Neither may be kept by a shared cache; a missing file is 404.
 */
export async function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, file: PrivateFile) {
  if (!SAFE_KEY.test(file.key) || file.key.includes('..')) throw notFound();
  const disposition = contentDisposition(file.download ? 'attachment' : 'inline', file.name);
  const expiresInSeconds = file.expiresInSeconds ?? SIGNED_URL_SECONDS;
  const signed = await storage.signedUrl(file.key, { expiresInSeconds, contentType: file.contentType, contentDisposition: disposition });
  if (signed) {
    const keep = Math.min(expiresInSeconds, SIGNED_URL_SECONDS) - REDIRECT_GRACE_SECONDS;
    return reply.code(302).header('location', signed).header('cache-control', `private, max-age=${keep}`).send();
  }
  if (!storage.root) throw notFound();
  const result = await send(request.raw, `/${file.key}`, {
    root: storage.root,
    acceptRanges: true,
    cacheControl: false,
    contentType: false,
    dotfiles: 'deny',
    index: false,
  });
  if (result.type === 'file') {
    reply.code(result.statusCode).headers(result.headers);
    if (result.statusCode !== 304) reply.header('content-type', file.contentType).header('content-disposition', disposition);
    // Asked again on each use (ETag answers 304), so a reader who lost access stops getting it.
    return reply.header('cache-control', 'private, no-cache').send(result.stream);
  }
  result.stream.destroy();
  if (result.statusCode === 416 || result.statusCode === 412) {
    const range = result.headers['Content-Range'];
    if (range) reply.header('content-range', range);
    return reply.code(result.statusCode).send({ error: translate(request.lang, 'invalidRequest') });
  }
  if (result.type === 'directory' || result.statusCode < 500) throw notFound();
  throw result.metadata.error;
}

/** A fresh private key for a file moved into `folder` (tenants/{id}/{area}/private/...), keeping its extension. */
export function movedKey(tenantId: number, folder: string, oldKey: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(oldKey)?.[1]?.toLowerCase() ?? 'bin';
  return `tenants/${tenantId}/${folder}/${randomBytes(16).toString('base64url')}.${ext}`;
}

/**
 * The platform's records of a stored file follow it to its new key, in the caller's transaction:
 * its `files` row (so releasing it later deletes the new bytes) and a video's upload row (so its
 * sweep and its one-record rule still find it). The old bytes go by a `files.delete` job once the
 * move commits.
 */
export async function recordMovedFile(tx: Db, props: { tenantId: number; from: string; to: string; deleteOld: boolean }) {
  const { tenantId, from, to } = props;
  await tx
    .update(files)
    .set({ key: to })
    .where(and(eq(files.tenantId, tenantId), eq(files.key, from)));
  await tx
    .update(videoUploads)
    .set({ key: to })
    .where(and(eq(videoUploads.tenantId, tenantId), eq(videoUploads.key, from)));
  if (props.deleteOld) await enqueue(tx, 'files.delete', { key: from }, { tenantId });
}
