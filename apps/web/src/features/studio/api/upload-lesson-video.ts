import type { LessonVideoState } from '@trilha/shared/studio/media-schemas';
import { ApiError } from '../../../lib/api/client';
import { getLessonVideo, putVideoPart } from './lesson-video';

/** A part small enough that a dropped connection costs little, large enough that a 2 GB file is a few hundred requests. */
export const VIDEO_PART_BYTES = 8 * 1_048_576;
/** Waits before each automatic retry after a failed part; then the panel offers "Retomar". */
export const VIDEO_RETRY_DELAYS_MS = [1000, 3000, 8000];

type Options = {
  lessonId: number;
  /** The link of step 1 (POST …/video). */
  url: string;
  file: File;
  /** Where to start; null asks the server how much arrived (a resume). */
  from: number | null;
  /**
   * Bytes sent so far, the part in flight counted as it goes; and of them those the server has
   * confirmed (where the part in flight started), which is what a stop leaves on the server for sure.
   */
  onProgress: (sent: number, confirmed: number) => void;
  /** A part failed and the next try waits: the panel says the connection is unstable. */
  onRetry?: () => void;
  signal: AbortSignal;
};

/**
 * A failure another try may get past: the connection (status 0), a part that met the upload elsewhere
 * than expected (409: bytes of a dropped part arrived, or the server is still writing it), the
 * server or its proxy for a moment (5xx). A refusal (413, an expired link's 404) is final.
 */
export const isRetriable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 409 || error.status >= 500);

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * The video's bytes in parts (Content-Range) from `from` to the end, each part from where the server
 * says the upload stands. A failed part is retried after a wait, from `received_bytes` asked afresh
 * (whatever arrived of it counts); after VIDEO_RETRY_DELAYS_MS the error is the caller's. Resolves
 * with the state after the last byte (processing).
 */
export async function sendVideo({ lessonId, url, file, from, onProgress, onRetry, signal }: Options): Promise<LessonVideoState> {
  let start = from;
  for (let failures = 0; ;) {
    try {
      if (start === null) {
        const state = await getLessonVideo(lessonId);
        // The last part arrived though its reply was lost: nothing is left to send.
        if (state.state !== 'uploading') return state;
        start = state.received_bytes;
      }
      return await sendParts(url, file, start, onProgress, signal);
    } catch (error) {
      if (!isRetriable(error) || failures >= VIDEO_RETRY_DELAYS_MS.length) throw error;
      onRetry?.();
      await wait(VIDEO_RETRY_DELAYS_MS[failures++] ?? 0, signal);
      start = null;
    }
  }
}

async function sendParts(url: string, file: File, from: number, onProgress: Options['onProgress'], signal: AbortSignal) {
  let start = from;
  for (;;) {
    const blob = file.slice(start, Math.min(start + VIDEO_PART_BYTES, file.size));
    const partStart = start;
    onProgress(partStart, partStart);
    const state = await putVideoPart(
      url,
      { blob, start, total: file.size },
      (fraction) => onProgress(partStart + fraction * blob.size, partStart),
      signal,
    );
    if (state.state !== 'uploading') return state;
    // The server's count decides where the next part starts; one that did not move on would loop.
    if (state.received_bytes <= start) throw new ApiError(409, 'upload did not advance');
    start = state.received_bytes;
  }
}
