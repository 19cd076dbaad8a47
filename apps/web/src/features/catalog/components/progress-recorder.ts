import { MAX_LESSON_SECONDS, PROGRESS_REPORT_SECONDS, type ProgressBody } from '@trilha/shared/catalog/schemas';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * While a video plays, progress is saved at most this often; pause, end and leaving save at once.
 * The server believes only what its clock saw pass between reports (docs/catalog.md "Progress"),
 * so reports go steadily, never saved up.
 */
const PROGRESS_INTERVAL_MS = PROGRESS_REPORT_SECONDS * 1000;

export type PlaybackEvent =
  | { kind: 'timeupdate'; seconds: number; now: number }
  | { kind: 'pause' | 'leave'; seconds: number; now: number }
  | { kind: 'ended'; seconds: number; now: number };

export type LastWrite = { at: number; seconds: number } | null;

const wholeSeconds = (seconds: number) => Math.min(MAX_LESSON_SECONDS, Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0)));

/**
 * The throttling rule as a pure function: what to send for this playback event, or null.
 * The first timeupdate is sent at once (the server records when the lesson was started);
 * later ones wait out the interval. Pause and leave skip a write that would repeat the last one.
 */
export function progressToSend(last: LastWrite, event: PlaybackEvent, intervalMs = PROGRESS_INTERVAL_MS): ProgressBody | null {
  const watched_seconds = wholeSeconds(event.seconds);
  switch (event.kind) {
    case 'ended':
      return { watched_seconds, finished: true };
    case 'timeupdate':
      return !last || event.now - last.at >= intervalMs ? { watched_seconds } : null;
    case 'pause':
    case 'leave':
      return last?.seconds === watched_seconds ? null : { watched_seconds };
  }
}

export type ProgressRecorder = {
  /** Wire these to the <video> element's events. */
  onTimeUpdate: (seconds: number) => void;
  onPause: (seconds: number) => void;
  onEnded: (seconds: number) => void;
  /** The latest position seen, for "mark as finished". */
  position: () => number;
};

/**
 * Records progress for one lesson through `send`; mount it once per lesson (key by lesson id)
 * so leaving the lesson, or the page, flushes the position on unmount.
 */
export function useProgressRecorder(
  send: (body: ProgressBody) => void,
  intervalMs = PROGRESS_INTERVAL_MS,
  clock: () => number = Date.now,
): ProgressRecorder {
  const last = useRef<LastWrite>(null);
  const position = useRef<number | null>(null);
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  }, [send]);

  const recorder = useMemo(() => {
    const handle = (kind: PlaybackEvent['kind'], seconds: number) => {
      position.current = seconds;
      const now = clock();
      const body = progressToSend(last.current, { kind, seconds, now }, intervalMs);
      if (!body) return;
      last.current = { at: now, seconds: body.watched_seconds };
      sendRef.current(body);
    };
    return {
      handle,
      onTimeUpdate: (seconds: number) => handle('timeupdate', seconds),
      onPause: (seconds: number) => handle('pause', seconds),
      onEnded: (seconds: number) => handle('ended', seconds),
      position: () => position.current ?? 0,
    };
  }, [intervalMs, clock]);

  useEffect(
    () => () => {
      // Only a lesson that actually played has a position worth saving on the way out.
      if (position.current !== null) recorder.handle('leave', position.current);
    },
    [recorder],
  );

  return recorder;
}

/**
 * For a lesson the server cannot watch (an embed, a text lesson): reports how long the page has
 * been visible, counted from `startAt` (what was reported before, so a second visit adds to the
 * first), at mount, every interval while visible, when the tab hides or shows again (a report that
 * starts a new stretch: the server credits nothing across a long silence) and on the way out.
 * Off (`enabled` false) it reports nothing: a locked lesson, or one whose video reports itself.
 */
export function usePageTimeRecorder(
  send: (body: ProgressBody) => void,
  { startAt, enabled, intervalMs = PROGRESS_INTERVAL_MS, clock = Date.now }: PageTimeOptions,
): { position: () => number } {
  const counted = useRef(startAt);
  const since = useRef<number | null>(null);
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  }, [send]);
  const seconds = useMemo(() => () => counted.current + (since.current === null ? 0 : (clock() - since.current) / 1000), [clock]);

  useEffect(() => {
    if (!enabled) return;
    const report = () => sendRef.current({ watched_seconds: wholeSeconds(seconds()) });
    const show = () => {
      since.current ??= clock();
      report();
    };
    const hide = () => {
      if (since.current !== null) counted.current += (clock() - since.current) / 1000;
      since.current = null;
      report();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? hide() : show());
    if (document.visibilityState === 'hidden') report();
    else show();
    const timer = setInterval(() => {
      if (since.current !== null) report();
    }, intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      hide();
    };
  }, [enabled, intervalMs, clock, seconds]);

  return useMemo(() => ({ position: seconds }), [seconds]);
}

type PageTimeOptions = { startAt: number; enabled: boolean; intervalMs?: number; clock?: () => number };
