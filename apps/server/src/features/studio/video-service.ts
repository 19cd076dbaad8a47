import { STUDIO_PLAYABLE_EXTENSIONS } from '@trilha/shared/studio/constants';
import type { LessonVideoLinkBody, LessonVideoState } from '@trilha/shared/studio/media-schemas';
import { studioPaths } from '@trilha/shared/studio/paths';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../platform/config';
import { HttpError } from '../../platform/errors';
import { enqueue } from '../../platform/jobs/queue';
import type { RequestScope } from '../../platform/request-scope';
import { ffmpegAvailable } from '../../platform/video-processing';
import { studioText } from './messages';
import { readLesson } from './service';
import * as videos from './video-repo';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'studio.video-process': { tenantId: number; videoId: number };
    'studio.video-sweep': Record<string, never>;
    /** Part files of uploads whose lesson was deleted (the rows went with it). */
    'studio.video-discard': { tenantId: number; videoIds: number[] };
  }
}

/**
 * A lesson's video upload (docs/course-studio.md "Video"): a link for the size declared, the bytes
 * PUT to it in one request or resumed in several (Content-Range), written to a part file under
 * DATA_DIR as they arrive (never held in memory), then processed in the background.
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'> & { config: Pick<Config, 'dataDir' | 'lessonVideoMaxBytes' | 'ffmpegPath'> };

/** A link lasts a day: time to resume a 2 GB upload over a slow line. */
const LINK_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const extensionOf = (filename: string) => filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();

/** Where an upload's bytes wait for processing (the same machine's DATA_DIR; docs/course-studio.md says why). */
export const partFile = (dataDir: string, row: { tenantId: number; id: number }) =>
  path.join(dataDir, 'video-uploads', `${row.tenantId}-${row.id}.part`);

/** Step 1: the size checked against this server's limit, the container against what it can process. */
export async function createVideoLink(scope: Scope, lessonId: number, body: LessonVideoLinkBody) {
  await readLesson(scope, lessonId);
  if (body.size > scope.config.lessonVideoMaxBytes) throw new HttpError(413, null, studioText(scope.lang, 'videoTooLarge'));
  const playable = (STUDIO_PLAYABLE_EXTENSIONS as readonly string[]).includes(extensionOf(body.filename));
  if (!playable && !(await ffmpegAvailable(scope.config.ffmpegPath))) {
    throw new HttpError(415, null, studioText(scope.lang, 'videoNeedsProcessing'));
  }
  const token = randomBytes(32).toString('base64url');
  await videos.insertVideo(scope.db, {
    tenantId: scope.tenantId,
    lessonId,
    filename: body.filename,
    declaredBytes: body.size,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  return { path: studioPaths.lessonVideo({ id: lessonId }), url: studioPaths.lessonVideoUpload({ token }) };
}

/** What the studio shows: the newest upload, else the lesson's own video (the seed's), else none. */
export async function readVideoState(scope: Scope, lessonId: number): Promise<LessonVideoState> {
  const lesson = await readLesson(scope, lessonId);
  const row = await videos.latestVideo(scope.db, { tenantId: scope.tenantId, lessonId });
  const processing_available = await ffmpegAvailable(scope.config.ffmpegPath);
  const common = { max_bytes: scope.config.lessonVideoMaxBytes, processing_available };
  const plays = Boolean(lesson.videoKey ?? lesson.videoUrl);
  if (!row || row.state === 'replaced' || (row.state === 'ready' && !plays)) {
    const state = plays ? 'ready' : 'none';
    return {
      state,
      progress: plays ? 1 : 0,
      duration_seconds: plays ? lesson.durationSeconds : null,
      error: null,
      received_bytes: 0,
      declared_bytes: null,
      ...common,
    };
  }
  const uploading = row.state === 'uploading';
  return {
    state: row.state as LessonVideoState['state'],
    progress: uploading ? row.receivedBytes / row.declaredBytes : row.progress,
    duration_seconds: row.durationSeconds,
    error: row.error
      ? studioText(scope.lang, row.error === 'videoLinkExpired' || row.error === 'videoUnreadable' ? row.error : 'videoFailed')
      : null,
    received_bytes: row.receivedBytes,
    declared_bytes: row.declaredBytes,
    ...common,
  };
}

// `Content-Range: bytes a-b/total` (a part) or `bytes */total` (how much arrived?); absent: the whole file from 0.
function parseRange(header: string | undefined, declared: number, lang: Scope['lang']) {
  if (header === undefined) return { start: 0, query: false };
  const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  const ask = /^bytes \*\/(\d+)$/.exec(header.trim());
  const total = Number((part ?? ask)?.at(-1));
  if ((!part && !ask) || total !== declared) throw new HttpError(400, null, studioText(lang, 'videoOffset'));
  if (ask) return { start: 0, query: true };
  const start = Number(part?.[1]);
  if (Number(part?.[2]) < start || Number(part?.[2]) >= declared) throw new HttpError(400, null, studioText(lang, 'videoOffset'));
  return { start, query: false };
}

/** Links a process is writing right now: a second PUT on one of them waits its turn by failing fast (409). */
const writing = new Set<number>();

/**
 * Step 2: bytes from where the upload stands. A part that does not start there is 409 (the client
 * asks GET .../video for `received_bytes` and resumes from it); bytes past the declared size are
 * 413. Whatever arrived before a dropped connection counts. The last byte starts processing.
 */
export async function receiveVideoBytes(scope: Scope, props: { token: string; contentRange: string | undefined; body: Readable }) {
  const row = await videos.findUploading(scope.db, { tenantId: scope.tenantId, tokenHash: hashToken(props.token) });
  if (!row) throw new HttpError(404, null, studioText(scope.lang, 'videoLinkExpired'));
  const range = parseRange(props.contentRange, row.declaredBytes, scope.lang);
  if (range.query) return readVideoState(scope, row.lessonId);
  if (range.start !== row.receivedBytes || writing.has(row.id)) throw new HttpError(409, null, studioText(scope.lang, 'videoOffset'));
  writing.add(row.id);
  let written = 0;
  // An object, not a `let`: set in a stream callback, read after the pipeline.
  const over = { flow: false };
  try {
    const file = partFile(scope.config.dataDir, row);
    await mkdir(path.dirname(file), { recursive: true });
    const room = row.declaredBytes - range.start;
    props.body.on('data', (chunk: Buffer) => {
      written += chunk.length;
      if (written > room && !over.flow) {
        over.flow = true;
        props.body.destroy(new HttpError(413, null, studioText(scope.lang, 'videoTooLarge')));
      }
    });
    const sink = createWriteStream(file, { flags: range.start === 0 ? 'w' : 'r+', start: range.start });
    await pipeline(props.body, sink).catch((error: unknown) => {
      // Too many bytes: the 413 the counter destroyed the body with.
      if (over.flow) throw error;
      // A dropped connection: what reached the file counts, the client resumes from there.
      written = Math.min(written, sink.bytesWritten);
    });
    written = Math.min(written, sink.bytesWritten, room);
  } finally {
    writing.delete(row.id);
  }
  // The last chunk can end the stream before the counter's destroy lands: refuse here too.
  if (over.flow) throw new HttpError(413, null, studioText(scope.lang, 'videoTooLarge'));
  const counted = await videos.recordReceived(scope.db, {
    tenantId: scope.tenantId,
    id: row.id,
    from: range.start,
    to: range.start + written,
  });
  if (counted?.receivedBytes === counted?.declaredBytes && counted) {
    await scope.db.transaction(async (tx) => {
      const started = await videos.startProcessing(tx, { tenantId: scope.tenantId, id: row.id });
      if (started) await enqueue(tx, 'studio.video-process', { tenantId: scope.tenantId, videoId: row.id }, { tenantId: scope.tenantId });
    });
  }
  return readVideoState(scope, row.lessonId);
}
