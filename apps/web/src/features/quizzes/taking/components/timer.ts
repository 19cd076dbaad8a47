/**
 * The attempt's clock (docs/quizzes.md "Attempts": the deadline is the server's). The server sends its deadline and
 * its own now; the browser keeps only the difference between the server's clock and its own
 * (measured when the reply arrived), never its own idea of the time left. A reload or a second
 * tab asks again and gets the same deadline, so the same remaining time.
 */

/** How far the server's clock is ahead of this browser's (ms), from one reply. */
export function clockSkew(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/**
 * Milliseconds left at the browser's `now`, never below 0. Computed from the clock each time,
 * not counted down tick by tick: a background tab whose timers were slowed shows the right time
 * as soon as it is seen again.
 */
export function remainingMs(deadline: string, skew: number, now: number): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - (now + skew));
}

/** Whole seconds shown: rounded up, so "00:00" appears only when the time is really over. */
const secondsShown = (ms: number) => Math.ceil(ms / 1000);

/** `mm:ss`, or `h:mm:ss` from an hour up. */
export function formatRemaining(ms: number): string {
  const total = secondsShown(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Moments a screen reader is told the time left (a live region that spoke every second would drown the page). */
const ANNOUNCE_AT_SECONDS = [600, 300, 60, 30] as const;

/** The announcement threshold just crossed between two readings, if any. */
export function crossedThreshold(beforeMs: number, afterMs: number): number | null {
  const before = secondsShown(beforeMs);
  const after = secondsShown(afterMs);
  return ANNOUNCE_AT_SECONDS.find((s) => before > s && after <= s) ?? null;
}

/** Under a minute left: the timer turns to a warning colour. */
export const WARNING_MS = 60_000;
