import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { files } from '../db/schema/index';
import type { Db } from './db/client';
import { HttpError } from './errors';
import { enqueue } from './jobs/queue';
import type { JobWorker } from './jobs/worker';
import type { Storage } from './storage';

declare module './jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'files.delete': { key: string };
  }
}

/** Image types sharp re-encodes; a feature that takes pictures accepts these. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** What one kind of upload allows: each feature (photos, banners, logos, videos) declares its own. */
export type UploadPolicy = {
  /** Folder under the school's prefix: tenants/{tenantId}/{area}/... */
  area: string;
  maxBytes: number;
  /** MIME types accepted, as detected from the bytes (never the name or the client's type). */
  accept: readonly string[];
  /** Multipart field holding the file; default `file`. */
  field?: string;
  /** For images: limits of the re-encoding. */
  image?: {
    /** Largest width x height decoded; bigger fails as 400 (decompression bombs). Default 50 MP. */
    maxPixels?: number;
    /** Longest side kept; larger images are scaled down. Default: no scaling. */
    maxSide?: number;
  };
};

export type StoredFile = { url: string; key: string; fileId: number; contentType: string; sizeBytes: number };

type UploadDeps = { db: Db; storage: Storage };

const DEFAULT_MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/**
 * Reads, checks, re-encodes and stores the one file of a multipart request, and records it in
 * `files`. Errors are the contract's: 413 over the limit, 415 a type the policy does not accept,
 * 400 a missing file or an image that cannot be decoded.
 */
export async function acceptUpload(
  request: FastifyRequest,
  deps: UploadDeps,
  props: { tenantId: number; userId: number | null; policy: UploadPolicy },
): Promise<StoredFile> {
  const upload = await readUpload(request, props.policy);
  const prepared = await prepareUpload(upload, props.policy);
  return storeUpload(deps, { tenantId: props.tenantId, userId: props.userId, area: props.policy.area, ...prepared });
}

/** The file's bytes and its real type; nothing is stored yet. */
async function readUpload(request: FastifyRequest, policy: UploadPolicy) {
  const { buffer } = await readFilePart(request, { field: policy.field ?? 'file', maxBytes: policy.maxBytes });
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !policy.accept.includes(detected.mime)) throw new HttpError(415, 'unsupportedMediaType');
  return { buffer, mime: detected.mime, ext: detected.ext };
}

/**
 * The one file part of a multipart request under `field`, with the name the browser gave it; 400
 * when it is missing or empty, 413 over `maxBytes`. Nothing is checked of its type yet.
 */
export async function readFilePart(request: FastifyRequest, { field, maxBytes }: { field: string; maxBytes: number }) {
  let buffer: Buffer;
  let filename: string;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (part?.fieldname !== field) {
      part?.file.resume();
      throw new HttpError(400, 'uploadMissing');
    }
    buffer = await part.toBuffer();
    filename = part.filename;
  } catch (error) {
    throw asClientError(error);
  }
  if (buffer.length === 0) throw new HttpError(400, 'uploadMissing');
  return { buffer, filename };
}

/**
 * Images are decoded and re-encoded (orientation applied, metadata dropped); other types pass as
 * they are. Any image type a policy accepts is re-encoded (HEIC included), never stored raw.
 */
export async function prepareUpload(upload: { buffer: Buffer; mime: string; ext: string }, policy: UploadPolicy) {
  if (!upload.mime.startsWith('image/')) return { body: upload.buffer, contentType: upload.mime, ext: upload.ext };
  const maxSide = policy.image?.maxSide;
  try {
    let image = sharp(upload.buffer, { limitInputPixels: policy.image?.maxPixels ?? DEFAULT_MAX_PIXELS }).rotate();
    if (maxSide) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to: EXIF (location, camera), XMP and ICC are dropped here.
    const body = await image.webp({ quality: WEBP_QUALITY }).toBuffer();
    return { body, contentType: 'image/webp', ext: 'webp' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpError(400, 'imageDimensionsTooLarge');
    throw new HttpError(400, 'imageUnreadable');
  }
}

/** Stores bytes under a fresh random key of the school and records them; the key is never guessable. */
export async function storeUpload(
  deps: UploadDeps,
  props: { tenantId: number; userId: number | null; area: string; body: Buffer; contentType: string; ext: string },
): Promise<StoredFile> {
  const key = `tenants/${props.tenantId}/${props.area}/${randomBytes(16).toString('base64url')}.${props.ext}`;
  const url = await deps.storage.put(key, props.body, props.contentType);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({ tenantId: props.tenantId, key, contentType: props.contentType, sizeBytes: props.body.length, userId: props.userId })
      .returning({ id: files.id });
    if (!row) throw new Error('insert into files returned no row');
    return { url, key, fileId: row.id, contentType: props.contentType, sizeBytes: props.body.length };
  } catch (error) {
    await deps.storage.delete(key).catch(() => {
      // Best effort: the error that brought us here is the one to report.
    });
    throw error;
  }
}

/** As storeUpload, for bytes already in a file on this machine (a processed video): streamed, never held in memory. */
export async function storeLocalFile(
  deps: UploadDeps,
  props: { tenantId: number; userId: number | null; area: string; file: string; sizeBytes: number; contentType: string; ext: string },
): Promise<StoredFile> {
  const key = `tenants/${props.tenantId}/${props.area}/${randomBytes(16).toString('base64url')}.${props.ext}`;
  const url = await deps.storage.putFile(key, props.file, props.contentType);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({ tenantId: props.tenantId, key, contentType: props.contentType, sizeBytes: props.sizeBytes, userId: props.userId })
      .returning({ id: files.id });
    if (!row) throw new Error('insert into files returned no row');
    return { url, key, fileId: row.id, contentType: props.contentType, sizeBytes: props.sizeBytes };
  } catch (error) {
    await deps.storage.delete(key).catch(() => {
      // Best effort: the error that brought us here is the one to report.
    });
    throw error;
  }
}

/**
 * Forgets a stored file by the URL a record pointed to (or its storage key, for a record that keeps
 * the key, as a post's media do), and queues the deletion of its bytes in the same transaction
 * (they go only once the change commits). URLs that are not files of this school (seeded images,
 * external links) are left alone. Returns whether it was ours.
 */
export async function releaseStoredFile(db: Db, props: { tenantId: number; url: string; userId?: number }): Promise<boolean> {
  const key = keyFromUrl(props.url);
  if (!key?.startsWith(`tenants/${props.tenantId}/`)) return false;
  const conditions = [eq(files.tenantId, props.tenantId), eq(files.key, key)];
  if (props.userId !== undefined) conditions.push(eq(files.userId, props.userId));
  const deleted = await db
    .delete(files)
    .where(and(...conditions))
    .returning({ key: files.key });
  if (deleted.length === 0) return false;
  await enqueue(db, 'files.delete', { key }, { tenantId: props.tenantId });
  return true;
}

/** Both storages end a file's URL with its key (`/files/{key}`, `{bucket url}/{key}`); a bare key is its own end. */
function keyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return null;
  }
  const match = /(?:^|\/)(tenants\/\d+\/.+)$/.exec(pathname);
  return match?.[1] ?? null;
}

export function registerUploadJobs(worker: JobWorker, storage: Storage) {
  worker.handle('files.delete', ({ key }) => storage.delete(key));
}

/**
 * Every part of a multipart form, nothing stored: text parts by name (a name sent more than once,
 * or with `[]`, is a list: the contract's repeated fields) and the non-empty file parts named in
 * `files` (a browser sends an empty part for a file input left empty). A file part of any other
 * name is 400.
 */
export async function readFormParts(request: FastifyRequest, options: { files: readonly string[]; maxFileBytes: number }) {
  const text = new Map<string, string[]>();
  const files = new Map<string, Buffer>();
  try {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
    // Text parts are short (the longest field is 2,048 characters): a bigger one is cut, then refused by the schema.
    const limits = { fileSize: options.maxFileBytes, files: options.files.length, fields: 100, fieldSize: 65_536 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        // Read even when refused: the stream must be drained for the reply to go out.
        const buffer = await part.toBuffer();
        // A file under a name the form does not have is a client's mistake, never silently dropped.
        if (!options.files.includes(part.fieldname)) throw new HttpError(400, 'invalidRequest');
        if (buffer.length > 0) files.set(part.fieldname, buffer);
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        text.set(name, [...(text.get(name) ?? []), typeof part.value === 'string' ? part.value : String(part.value)]);
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, values] of text) fields[name] = values.length === 1 && values[0] !== undefined ? values[0] : values;
  return { fields, files };
}

/** A form's text parts through its shared schema; a refusal is the contract's 400 with every issue, under `body`. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  throw new HttpError(400, null, issues[0]?.message, issues);
}

/** Multipart failures come from what the client sent; none of them is a server fault. */
export function asClientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'tooLarge');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'unsupportedMediaType');
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status === 413) return new HttpError(413, 'tooLarge');
  return new HttpError(400, 'invalidRequest');
}

/**
 * Validator for multipart upload routes: the body schema (a `z.file()` form) is there for OpenAPI
 * only, because the file is streamed and checked by acceptUpload; params and query still use Zod.
 */
export function multipartBodyDocumentedOnly<T>(route: Parameters<FastifySchemaCompiler<T>>[0]) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
}
