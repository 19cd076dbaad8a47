import { fileTypeFromFile } from 'file-type';
import { open, readFile, rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import { bumpCatalogVersion } from '../../platform/content-versions';
import type { Db } from '../../platform/db/client';
import type { JobWorker } from '../../platform/jobs/worker';
import { periodicJob } from '../../platform/jobs/periodic';
import type { Storage } from '../../platform/storage';
import { privateArea } from '../../platform/storage';
import { prepareUpload, releaseStoredFile, storeLocalFile, storeUpload } from '../../platform/uploads';
import { ffmpegAvailable, posterFrame, probeVideo, transcodeToMp4 } from '../../platform/video-processing';
import { lockSchoolCatalog } from './repo';
import { partFile } from './video-service';
import * as videos from './video-repo';

/**
 * Processes lesson videos in this process, one at a time, off the job worker's loop (docs/course-studio.md
 * "Video"): the durable job only hands an upload over and returns, so a transcode of an hour never
 * holds the queue that scores, mails and notifies. An upload is held by a lease its runner renews;
 * the sweep takes over one whose process stopped, and fails links that expired unfinished.
 */
type Deps = { db: Db; storage: Storage; config: Pick<Config, 'dataDir' | 'ffmpegPath'>; log: FastifyBaseLogger };

const LEASE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** Progress written at most this often (each write also renews the lease). */
const PROGRESS_EVERY_MS = 1_000;
const VIDEO_AREA = privateArea('lesson-videos');

export function registerVideoProcessing(jobs: JobWorker, deps: Deps) {
  let tail: Promise<void> = Promise.resolve();
  const take = (rows: videos.VideoRow[]) => {
    for (const row of rows) {
      tail = tail
        .then(() => processVideo(deps, row))
        .catch((error: unknown) => deps.log.error({ err: error, videoId: row.id }, 'video processing failed'));
    }
  };
  jobs.handle('studio.video-process', async ({ tenantId, videoId }) => {
    take(await videos.claimProcessing(deps.db, { leaseMs: LEASE_MS, id: { tenantId, id: videoId } }));
  });
  jobs.handle('studio.video-discard', async ({ tenantId, videoIds }) => {
    for (const id of videoIds) await rm(partFile(deps.config.dataDir, { tenantId, id }), { force: true });
  });
  jobs.every(
    periodicJob(deps.db, {
      queue: 'studio.video-sweep',
      everyMs: SWEEP_EVERY_MS,
      run: async () => {
        take(await videos.claimProcessing(deps.db, { leaseMs: LEASE_MS, limit: 2 }));
        for (const expired of await videos.expiredUploads(deps.db, 100)) {
          await videos.markFailed(deps.db, { ...expired, error: 'videoLinkExpired' });
          await rm(partFile(deps.config.dataDir, expired), { force: true });
        }
      },
    }),
  );
  /** Resolves once the uploads taken so far are done (tests wait on it). */
  return { idle: () => tail };
}

/** One upload: processed into storage and made the lesson's, or failed with the reason; its part files go either way. */
async function processVideo(deps: Deps, row: videos.VideoRow) {
  const source = partFile(deps.config.dataDir, row);
  const made = { mp4: `${source}.mp4`, poster: `${source}.jpg` };
  const where = { tenantId: row.tenantId, id: row.id };
  let last = 0;
  let share = 0;
  const write = () => {
    last = Date.now();
    void videos.reportProgress(deps.db, { ...where, progress: share, leaseMs: LEASE_MS }).catch(() => undefined);
  };
  const progress = (now: number) => {
    share = now;
    if (Date.now() - last >= PROGRESS_EVERY_MS) write();
  };
  // The probe and the poster print no progress: the lease is renewed on a clock too.
  const keepLease = setInterval(write, LEASE_MS / 4);
  try {
    const result = (await ffmpegAvailable(deps.config.ffmpegPath))
      ? await transcode(deps, { source, made, onProgress: progress })
      : await storeAsItIs(source);
    if (!result) {
      await videos.markFailed(deps.db, { ...where, error: 'videoUnreadable' });
      return;
    }
    await publish(deps, row, result);
  } catch (error) {
    deps.log.warn({ err: error, videoId: row.id }, 'lesson video failed');
    await videos.markFailed(deps.db, { ...where, error: 'videoFailed' });
  } finally {
    clearInterval(keepLease);
    await Promise.all([source, made.mp4, made.poster].map((file) => rm(file, { force: true })));
  }
}

type Processed = { file: string; contentType: string; ext: string; durationSeconds: number; poster: Buffer | null };

async function transcode(
  deps: Deps,
  props: { source: string; made: { mp4: string; poster: string }; onProgress: (share: number) => void },
): Promise<Processed | null> {
  const probe = await probeVideo(deps.config.ffmpegPath, props.source);
  if (!probe?.hasVideo) return null;
  await transcodeToMp4(deps.config.ffmpegPath, {
    from: props.source,
    to: props.made.mp4,
    durationSeconds: probe.durationSeconds,
    onProgress: props.onProgress,
  });
  const at = Math.min(1, probe.durationSeconds / 10);
  const poster = await posterFrame(deps.config.ffmpegPath, { from: props.made.mp4, to: props.made.poster, atSeconds: at })
    .then(() => readFile(props.made.poster))
    .catch(() => null);
  return { file: props.made.mp4, contentType: 'video/mp4', ext: 'mp4', durationSeconds: probe.durationSeconds, poster };
}

/** Without ffmpeg: an MP4 or WebM (by its bytes) is kept as it is, an MP4's duration read from its header. */
async function storeAsItIs(source: string): Promise<Processed | null> {
  const type = await fileTypeFromFile(source);
  if (type?.mime !== 'video/mp4' && type?.mime !== 'video/webm') return null;
  const durationSeconds = type.mime === 'video/mp4' ? await mp4Duration(source) : 0;
  return { file: source, contentType: type.mime, ext: type.ext, durationSeconds, poster: null };
}

/** An MP4's duration from its `mvhd` box, looked for in the first and last 8 MB (where encoders put the index). */
async function mp4Duration(file: string): Promise<number> {
  const { size } = await stat(file);
  const handle = await open(file, 'r');
  try {
    for (const from of [0, Math.max(0, size - 8_388_608)]) {
      const chunk = Buffer.alloc(Math.min(8_388_608, size));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, from);
      const at = chunk.subarray(0, bytesRead).indexOf('mvhd');
      if (at < 0 || at + 32 > bytesRead) continue;
      const version = chunk[at + 4];
      const timescale = version === 1 ? chunk.readUInt32BE(at + 24) : chunk.readUInt32BE(at + 16);
      const duration = version === 1 ? Number(chunk.readBigUInt64BE(at + 28)) : chunk.readUInt32BE(at + 20);
      return timescale > 0 ? Math.round(duration / timescale) : 0;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/** Stores the video and its poster, then makes them the lesson's in a studio write (students see it on their next screen). */
async function publish(deps: Deps, row: videos.VideoRow, result: Processed) {
  const owner = { tenantId: row.tenantId, userId: null };
  const { size } = await stat(result.file);
  const video = await storeLocalFile(deps, {
    ...owner,
    area: VIDEO_AREA,
    file: result.file,
    sizeBytes: size,
    contentType: result.contentType,
    ext: result.ext,
  });
  const poster = result.poster
    ? await storeUpload(deps, {
        ...owner,
        area: 'courses',
        ...(await prepareUpload(
          { buffer: result.poster, mime: 'image/jpeg', ext: 'jpg' },
          { area: 'courses', maxBytes: Infinity, accept: ['image/jpeg'] },
        )),
      })
    : null;
  const released = await deps.db.transaction(async (tx) => {
    await lockSchoolCatalog(tx, { tenantId: row.tenantId });
    const gone = await videos.makeReady(tx, {
      ...row,
      lessonId: row.lessonId,
      key: video.key,
      posterUrl: poster?.url ?? null,
      durationSeconds: result.durationSeconds,
    });
    // The lesson went meanwhile: nothing shows the new files.
    const unused = gone ?? [video.key, ...(poster ? [poster.url] : [])];
    for (const url of unused) await releaseStoredFile(tx, { tenantId: row.tenantId, url });
    if (gone) await bumpCatalogVersion(tx, row.tenantId);
    return unused.length;
  });
  deps.log.info({ videoId: row.id, released }, 'lesson video ready');
}
