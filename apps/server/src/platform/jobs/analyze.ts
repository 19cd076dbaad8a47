import { sql } from 'drizzle-orm';
import { analyzeStale } from '../db/analyze';
import type { Db } from '../db/client';
import { periodicJob } from './periodic';

declare module './queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'db.analyze': Record<string, never>;
  }
}

/** Autovacuum's own pace (its naptime is a minute): a school's tables change by a tenth far less often. */
const ANALYZE_EVERY_MS = 60_000;

/**
 * Whether this database gathers its statistics itself. A PostgreSQL server runs an autovacuum
 * launcher; PGlite (one backend, no background workers) does not, and relies on the job below.
 */
async function hasAutovacuum(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as on`);
  return Boolean((result as { rows: { on: unknown }[] }).rows[0]?.on);
}

/**
 * The periodic ANALYZE of a database without autovacuum (platform/db/analyze.ts): the worker runs
 * this job every ANALYZE_EVERY_MS (periodic.ts: one pending row, the running job schedules the
 * next); it analyzes only the tables that changed by a tenth since. On a server with autovacuum it
 * does nothing and schedules nothing. The worker's start schedules the first run a period later:
 * the statistics were just gathered (openDatabase).
 */
export const analyzeJob = (db: Db) =>
  periodicJob(db, {
    queue: 'db.analyze',
    everyMs: ANALYZE_EVERY_MS,
    enabled: async () => !(await hasAutovacuum(db)),
    run: () => analyzeStale(db),
  });
