import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { QueueName } from './queue';

/**
 * Keeps one `queue` job pending, `delayMs` from the database's now, unless one is pending already
 * (a row in `jobs`, so the schedule survives restarts, docs/decisions/0002). Two workers starting
 * at once may both insert one: the periodic jobs are idempotent, so a doubled run costs one pass.
 */
export async function keepOnePending(db: Db, queue: QueueName, delayMs: number) {
  await db.execute(sql`
    insert into jobs (queue, payload, run_at)
    select ${queue}, '{}'::jsonb, now() + ${delayMs}::integer * interval '1 millisecond'
    where not exists (select 1 from jobs where queue = ${queue} and status = 'pending')`);
}

export type Periodic = {
  queue: QueueName;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Checked before each run and at start: false runs nothing and schedules nothing. */
  enabled?: () => Promise<boolean>;
};

/**
 * A job that runs every `everyMs`: the worker schedules the first one at its start, and the job
 * that runs (`running`, not `pending`) schedules its successor before its work, so a run that
 * fails (and is retried) does not end the chain.
 */
export function periodicJob(db: Db, job: Periodic) {
  const enabled = () => job.enabled?.() ?? Promise.resolve(true);
  return {
    queue: job.queue,
    async run() {
      if (!(await enabled())) return;
      await keepOnePending(db, job.queue, job.everyMs);
      await job.run();
    },
    async start() {
      if (await enabled()) await keepOnePending(db, job.queue, job.everyMs);
    },
  };
}
export type PeriodicJob = ReturnType<typeof periodicJob>;
