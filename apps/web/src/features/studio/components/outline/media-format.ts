import { fileSize } from '../../../../lib/file-size';

/** Sizes, durations and speeds as the lesson's video and materials show them. */

const MB = 1_048_576;
/**
 * Decimal gigabytes: the server's video limit is written so (2,000,000,000 bytes is "2 GB",
 * LESSON_VIDEO_MAX_BYTES), while megabytes count 1,048,576 bytes as the app's upload limits do
 * (a material's 50 MB; lib/file-size.ts).
 */
const GB = 1_000_000_000;

const number = (value: number, language: string, digits = 1) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

/** "2 GB", "50 MB", "830 KB" in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  // Two decimals: a file just over a 2 GB limit reads "2,04 GB", not "2 GB".
  if (bytes >= GB) return `${number(bytes / GB, language, 2)} GB`;
  return fileSize(bytes, language);
}

/** "2,4 MB/s". */
export const formatRate = (bytesPerSecond: number, language: string) => `${number(bytesPerSecond / MB, language)} MB/s`;

/** A video's length as players show it: "4:05", "1:02:03". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Time left, rounded up to what a person reads: seconds under a minute, then minutes, then hours and minutes. */
export function timeLeft(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number; minutes: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: 'seconds', count: whole, minutes: 0 };
  if (whole < 3600) return { unit: 'minutes', count: Math.ceil(whole / 60), minutes: 0 };
  return { unit: 'hours', count: Math.floor(whole / 3600), minutes: Math.ceil((whole % 3600) / 60) };
}

/** The window speed is measured over: long enough that one slow or fast moment does not swing it. */
const RATE_WINDOW_MS = 5000;
/** Less than this measured says nothing yet. */
const RATE_MIN_MS = 1000;

/** Bytes per second over the last few seconds of an upload, from (time, bytes sent) samples. */
export function createRateMeter(now: () => number = () => performance.now()) {
  let samples: { at: number; bytes: number }[] = [];
  return {
    add(bytes: number) {
      const at = now();
      samples.push({ at, bytes });
      // Keep one sample older than the window, so the window is always spanned.
      const firstInWindow = samples.findIndex((s) => s.at >= at - RATE_WINDOW_MS);
      samples = samples.slice(Math.max(0, firstInWindow - 1));
    },
    /** Bytes a second, or null until enough time has been measured. */
    rate(): number | null {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last || last.at - first.at < RATE_MIN_MS) return null;
      return Math.max(0, last.bytes - first.bytes) / ((last.at - first.at) / 1000);
    },
    reset() {
      samples = [];
    },
  };
}
