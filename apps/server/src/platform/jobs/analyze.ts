import { sql } from 'drizzle-orm';
import { analyzeStale } from '../db/analyze';
import type { Db } from '../db/client';

declare module './queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'db.analyze': Record<string, never>;
  }
}

/** Autovacuum's own pace (its naptime is a minute): a school's tables change by a tenth far less often. */
export const ANALYZE_EVERY_MS = 60_000;

/**
 * Whether this database gathers its statistics itself. A PostgreSQL server runs an autovacuum
 * launcher; PGlite (one backend, no background workers) does not, and relies on the job below.
 */
async function hasAutovacuum(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as on`);
  return Boolean((result as { rows: { on: unknown }[] }).rows[0]?.on);
}

/**
 * Keeps one `db.analyze` job pending, `delayMs` from the database's now, unless one is pending
 * already (a row in `jobs`, so the schedule survives restarts, docs/decisions/0002). The job that
 * runs is `running`, not `pending`, so it schedules its successor.
 */
async function schedule(db: Db, delayMs: number) {
  await db.execute(sql`
    insert into jobs (queue, payload, run_at)
    select 'db.analyze', '{}'::jsonb, now() + ${delayMs}::integer * interval '1 millisecond'
    where not exists (select 1 from jobs where queue = 'db.analyze' and status = 'pending')`);
}

/**
 * The periodic ANALYZE of a database without autovacuum (platform/db/analyze.ts): the worker runs
 * this job every ANALYZE_EVERY_MS; it analyzes only the tables that changed by a tenth since, then
 * schedules the next run. On a server with autovacuum it does nothing and schedules nothing.
 */
export function analyzeJob(db: Db) {
  return {
    async run() {
      if (await hasAutovacuum(db)) return;
      await analyzeStale(db);
      await schedule(db, ANALYZE_EVERY_MS);
    },
    /** At the worker's start: the statistics were just gathered (openDatabase), so the first run comes a period later. */
    async start() {
      if (!(await hasAutovacuum(db))) await schedule(db, ANALYZE_EVERY_MS);
    },
  };
}
