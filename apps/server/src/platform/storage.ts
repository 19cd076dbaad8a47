import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/** The folder of an area whose files are sent as downloads: `{area}/attachments` (see isAttachmentKey). */
export const attachmentArea = (area: string) => `${area}/attachments`;

/**
 * Documents members upload (a community post's PDF, Office file, ZIP or text) are sent with
 * `Content-Disposition: attachment`: the browser saves them and never renders one on the school's
 * origin. A feature asks for it by storing under `attachmentArea(area)` (of a private area too);
 * pictures and videos, stored elsewhere, stay inline.
 */
export const isAttachmentKey = (key: string) => /^tenants\/\d+\/[a-z0-9-]+\/(?:private\/)?attachments\//.test(key);

/** The folder of an area whose files only a route that checks the reader may send: `{area}/private`. */
export const privateArea = (area: string) => `${area}/private`;

/**
 * Files of content with an audience (a community post's pictures, videos and documents; a reward's
 * file; docs/platform-services.md "Private files") are never served at /files/: the feature's own
 * route checks who asks each time and sends them through platform/private-files.ts. On S3 the
 * bucket must not serve this prefix publicly either (README "S3_*"): the route hands out
 * short-lived presigned URLs instead.
 */
export const isPrivateKey = (key: string) => /^tenants\/\d+\/[a-z0-9-]+\/private\//.test(key);

/** How a presigned GET answers: the type, and inline or as a download with its name. */
type SignedGet = { expiresInSeconds: number; contentType: string; contentDisposition: string };

/** Where uploads live: a local folder by default, any S3-compatible store when configured (contract). */
export type Storage = {
  kind: 'local' | 's3';
  /** Stores `body` under `key` and returns the URL a browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** As `put`, from a file on this machine streamed rather than held in memory (a lesson's processed video). */
  putFile(key: string, file: string, contentType: string): Promise<string>;
  /** The URL `put` returns for `key`: known before the bytes arrive (the two-step video upload). */
  urlOf(key: string): string;
  delete(key: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
  /** Copies the bytes under `from` to `to` (stored as `put` stores that key); false when nothing is stored under `from`. */
  copy(from: string, to: string, contentType: string): Promise<boolean>;
  /** S3: a presigned GET of `key`, valid `expiresInSeconds`; local: null (the route streams the file from `root`). */
  signedUrl(key: string, get: SignedGet): Promise<string | null>;
  /** Local only: the folder served at /files/ (its private keys excepted). */
  root?: string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,254}$/i;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function createStorage(config: Config): Storage {
  if (config.s3) return s3Storage(config.s3);
  const root = path.join(config.dataDir, 'files');
  return {
    kind: 'local',
    root,
    async put(key, body) {
      checkKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/files/${key}`;
    },
    async putFile(key, from) {
      checkKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(from, file);
      return `/files/${key}`;
    },
    urlOf: (key) => `/files/${key}`,
    async delete(key) {
      checkKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async read(key) {
      checkKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async copy(from, to) {
      checkKey(from);
      checkKey(to);
      const file = path.join(root, to);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await copyFile(path.join(root, from), file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    signedUrl: () => Promise.resolve(null),
  };
}

/** The bucket's own URL (path-style on another endpoint), where presigned URLs point; no trailing slash. */
function s3BucketBase(s3: NonNullable<Config['s3']>): string {
  return `${s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`}${s3.endpoint ? `/${s3.bucket}` : ''}`.replace(/\/$/, '');
}

/** S3_PUBLIC_URL, else the bucket's own URL; no trailing slash. */
function s3PublicBase(s3: NonNullable<Config['s3']>): string {
  return (s3.publicUrl ?? s3BucketBase(s3)).replace(/\/$/, '');
}

/** Where browsers load stored public files from when that is not this server (the CSP names it); null for local files. */
export function storagePublicBase(config: Config): string | null {
  return config.s3 ? s3PublicBase(config.s3) : null;
}

/** Where the access routes' presigned URLs point (the bucket itself, even behind S3_PUBLIC_URL); null for local files. */
export function storageSignedBase(config: Config): string | null {
  return config.s3 ? s3BucketBase(config.s3) : null;
}

/** How S3 keeps an object: private ones never in a shared cache; attachments sent as downloads by the bucket too. */
const objectHeaders = (key: string) => ({
  // The bucket serves the public files: it must send attachments as downloads too (platform/files.ts does locally).
  ...(isAttachmentKey(key) ? { ContentDisposition: 'attachment' } : {}),
  CacheControl: isPrivateKey(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
});

function s3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: Boolean(s3.endpoint),
    // Checksums only where S3 requires them: the SDK's default streams every upload as aws-chunked
    // with a trailing checksum, which many S3-compatible stores (and s3rver, in the tests) refuse;
    // a streamed video PUT then fails. docs/scaling.md "Files in object storage".
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  const base = s3PublicBase(s3);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ...objectHeaders(key),
        }),
      );
      return `${base}/${key}`;
    },
    async putFile(key, file, contentType) {
      checkKey(key);
      // One PUT of a known length takes up to 5 GB, past any video the studio accepts.
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          ...objectHeaders(key),
        }),
      );
      return `${base}/${key}`;
    },
    urlOf: (key) => `${base}/${key}`,
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    async read(key) {
      checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async copy(from, to, contentType) {
      checkKey(from);
      checkKey(to);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: s3.bucket,
            Key: to,
            CopySource: `${s3.bucket}/${from}`,
            // The target key decides how the object is kept (a private copy of a public file is private).
            MetadataDirective: 'REPLACE',
            ContentType: contentType,
            ...objectHeaders(to),
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return false;
        throw error;
      }
    },
    signedUrl(key, get) {
      checkKey(key);
      const command = new GetObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        // Signed with the URL: the bucket answers with the reader's type, name and a cache life no longer than the URL's.
        ResponseContentType: get.contentType,
        ResponseContentDisposition: get.contentDisposition,
        ResponseCacheControl: `private, max-age=${get.expiresInSeconds}`,
      });
      return getSignedUrl(client, command, { expiresIn: get.expiresInSeconds });
    },
  };
}
