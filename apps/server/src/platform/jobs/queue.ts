import { jobs } from '../../db/schema/index';
import type { Db } from '../db/client';

/**
 * The payload of each queue, by queue name. A module that defines a queue adds its entry with
 * declaration merging, next to its handler:
 *
 *   declare module '../jobs/queue' { interface JobPayloads { 'mail.send': MailMessage } }
 *
 * so `enqueue` and `worker.handle` agree on the payload type without a central list.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- empty on purpose: each queue's module adds its entry by declaration merging, which needs an interface
export interface JobPayloads {}

export type QueueName = keyof JobPayloads;

export type EnqueueOptions = {
  /** The school the job works for (kept for inspection; handlers read what they need from the payload). */
  tenantId?: number;
  /** Not before this time; default now. */
  runAt?: Date;
  /** Attempts before the job is marked failed; default 5 (the column default). */
  maxAttempts?: number;
};

/**
 * Adds a job. Pass the caller's transaction so the job exists only if the data it needs commits:
 * a rolled-back request leaves no job behind (docs/decisions/0002-job-queue.md).
 */
export async function enqueue<Q extends QueueName>(
  db: Db,
  queue: Q,
  payload: JobPayloads[Q],
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      tenantId: options.tenantId ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('insert into jobs returned no row');
  return row.id;
}
