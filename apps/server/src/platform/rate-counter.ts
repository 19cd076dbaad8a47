import { sql } from 'drizzle-orm';
import type { Clock } from './clock';
import { rowsOf, type Db } from './db/client';
import { periodicJob } from './jobs/periodic';
import type { JobWorker } from './jobs/worker';

declare module './jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'attempts.prune': Record<string, never>;
  }
}

/**
 * The write limits (docs/communities.md "Limits", docs/lesson-page.md "Rate"): a member's attempts
 * at one action are counted per minute of the app's clock in `attempt_counters`, never read
 * from the rows that survive, so a delete frees no slot.
 *
 * One statement counts and decides: the upsert moves the minute's row only while the attempt fits,
 * so two requests at once queue on that row and cannot both take the last slot. An attempt
 * refused here is not counted: a member who waits as the message asks is let in again as the
 * window moves, however often they tried meanwhile. The window slides: the previous minute's
 * attempts weigh in by the share of it still inside the last 60 s, so no burst of twice the limit
 * fits across a minute's edge. The minute is the app's clock's (platform/clock.ts), so a test
 * sets the instant instead of waiting out a minute's edge.
 */
export async function countAttempt(
  db: Db,
  attempt: { tenantId: number; userId: number; action: string; perMinute: number; now: Date },
): Promise<boolean> {
  const { tenantId, userId, action, perMinute, now } = attempt;
  const start = minuteOf(now);
  const previous = new Date(start.getTime() - MINUTE_MS);
  const elapsed = (now.getTime() - start.getTime()) / MINUTE_MS;
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`
      with carried as (
        select coalesce((select c.count from attempt_counters c
            where c.tenant_id = ${tenantId} and c.user_id = ${userId} and c.action = ${action}
              and c.window_start = ${previous}), 0) * (1 - ${elapsed}::float8) as n
      )
      insert into attempt_counters as a (tenant_id, user_id, action, window_start, count)
      select ${tenantId}, ${userId}, ${action}, ${start}, 1 from carried p where 1 + p.n <= ${perMinute}
      on conflict (tenant_id, user_id, action, window_start) do update set count = a.count + 1
        where a.count + 1 + (select n from carried) <= ${perMinute}
      returning a.count`),
  );
  return rows.length > 0;
}

const MINUTE_MS = 60_000;
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

/** Minutes no limit reads any more (the current one and the one before count): deleted every minute. */
export function registerAttemptCounters(jobs: JobWorker, db: Db, clock: Clock) {
  jobs.every(
    periodicJob(db, {
      queue: 'attempts.prune',
      everyMs: 60_000,
      run: () =>
        db.execute(sql`delete from attempt_counters where window_start < ${new Date(minuteOf(clock.now()).getTime() - MINUTE_MS)}`),
    }),
  );
}
