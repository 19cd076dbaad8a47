import { sql } from 'drizzle-orm';
import { attemptCounters } from '../db/schema/index';
import type { TestApp } from './harness';

/**
 * The write limits count attempts per minute (platform/rate-counter.ts), whatever was deleted
 * since: a test that writes more than a member's minute allows forgets the counters first.
 */
export const forgetAttempts = (t: TestApp) => t.ctx.db.delete(attemptCounters);

/**
 * A test whose writes must fall within one minute and the next starts clear of a minute's last
 * seconds (the limits' windows are the database's minutes), waiting for the next one if needed.
 */
export async function clearOfMinuteEdge(t: TestApp, seconds = 15) {
  const { rows } = (await t.ctx.db.execute(sql`select extract(second from now())::float8 as s`)) as { rows: { s: number }[] };
  const second = rows[0]?.s ?? 0;
  if (second > 60 - seconds) await new Promise((resolve) => setTimeout(resolve, (60.2 - second) * 1000));
}
