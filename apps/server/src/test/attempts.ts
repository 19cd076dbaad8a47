import { attemptCounters } from '../db/schema/index';
import type { TestApp } from './harness';

/**
 * The write limits count attempts per minute (platform/rate-counter.ts), whatever was deleted
 * since: a test that writes more than a member's minute allows forgets the counters first.
 */
export const forgetAttempts = (t: TestApp) => t.ctx.db.delete(attemptCounters);

const pinned = new WeakMap<TestApp, number>();

/**
 * Stops the app's clock one second into a minute of its own, each call a later one (and never
 * the minute after a previous pin, so no count carries over): a test whose writes must fall within
 * one minute of the limits (platform/rate-counter.ts) then never meets a minute's edge, whatever
 * the machine's speed. The instant stays within minutes of the real time.
 */
export function pinMinute(t: TestApp): Date {
  const next = Math.max(pinned.get(t) ?? 0, Math.ceil(Date.now() / 60_000) * 60_000) + 2 * 60_000;
  pinned.set(t, next);
  const at = new Date(next + 1_000);
  t.ctx.clock.now = () => at;
  return at;
}
