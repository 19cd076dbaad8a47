import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import type { Db } from '../db/client';
import { inBackground } from '../db/foreground';
import { analyzeJob } from './analyze';
import type { PeriodicJob } from './periodic';
import type { JobPayloads, QueueName } from './queue';

type Job<Q extends QueueName = QueueName> = {
  id: number;
  queue: Q;
  tenantId: number | null;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  /** Aborted when the attempt times out or the worker stops without waiting longer: stop early. */
  signal: AbortSignal;
};

/** What a stream's step did (platform/event-streams.ts): events handled, and whether committed events wait behind an older open transaction. */
export type StreamStep = { handled: number; waiting: boolean };

/** Resolves when the work is done; throwing (or rejecting) schedules a retry. Must be idempotent. */
export type JobHandler<Q extends QueueName> = (payload: JobPayloads[Q], job: Job<Q>) => Promise<void>;

type Logger = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  debug: (obj: object, msg: string) => void;
};

export type JobWorkerOptions = {
  log?: Logger;
  /** Wait between polls when no job is due. */
  pollMs?: number;
  /** How long a claim lasts; a job still running then is assumed lost and runs again. */
  lockMs?: number;
  /** Delay before retry number `attempt` (1 = the first retry). */
  backoffMs?: (attempt: number) => number;
  /** stop() waits this long for the job in flight, then leaves it to run again after restart. */
  stopTimeoutMs?: number;
  housekeepingEveryMs?: number;
  keepDoneDays?: number;
  /**
   * Jobs run at once (JOB_CONCURRENCY): one loop each, sharing the table as separate processes do.
   * One on PGlite (a single connection runs one statement at a time anyway); a PostgreSQL server
   * runs a busy school's scoring batches side by side.
   */
  concurrency?: number;
};

export type JobWorker = ReturnType<typeof createJobWorker>;

const ignore = () => {
  // No logger given: a failed job still keeps its last_error in the table.
};
const silent: Logger = { error: ignore, warn: ignore, debug: ignore };

/** 30 s, 1 min, 2 min, 4 min ... capped at one hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

const MAX_ERROR_CHARS = 2_000;
/** What a claim reads back of each job it took. */
const CLAIMED = {
  id: jobs.id,
  queue: jobs.queue,
  payload: jobs.payload,
  tenantId: jobs.tenantId,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
};
const DELETE_BATCH = 5_000;
/** How long drain() waits for events committed behind an older open transaction. */
const STREAM_WAIT_MS = 10_000;
const MAX_IDLE_MS = 30_000;

/**
 * One worker per process on the `jobs` table (docs/decisions/0002-job-queue.md): each of its loops
 * claims one due job at a time with FOR UPDATE SKIP LOCKED, so any number of loops and processes
 * can share the table, and holds no transaction while a handler runs, so it shares PGlite's single
 * connection politely.
 */
export function createJobWorker(db: Db, options: JobWorkerOptions = {}) {
  const log = options.log ?? silent;
  const pollMs = options.pollMs ?? 500;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const stopTimeoutMs = options.stopTimeoutMs ?? 20_000;
  const housekeepingEveryMs = options.housekeepingEveryMs ?? 60 * 60_000;
  const keepDoneDays = options.keepDoneDays ?? 7;
  const concurrency = Math.max(1, options.concurrency ?? 1);

  const handlers = new Map<string, JobHandler<QueueName>>();
  let running = false;
  let loops: Promise<void>[] = [];
  /** The idle loops' wake-ups, and the jobs in flight (stop() aborts those it gave up waiting for). */
  const wakes = new Set<() => void>();
  const inFlight = new Set<AbortController>();
  let lastHousekeeping = 0;

  /** Registers the handler of a queue; the worker claims only jobs of queues it has a handler for. */
  function handle<Q extends QueueName>(queue: Q, handler: JobHandler<Q>) {
    if (handlers.has(queue)) throw new Error(`job queue ${queue} already has a handler`);
    handlers.set(queue, handler as unknown as JobHandler<QueueName>);
  }
  /** The event streams' steps (platform/event-streams.ts): each loop runs them between jobs. */
  const streams: (() => Promise<StreamStep>)[] = [];
  function stream(step: () => Promise<StreamStep>) {
    streams.push(step);
  }
  async function stepStreams(): Promise<StreamStep> {
    const done = { handled: 0, waiting: false };
    for (const step of streams) {
      const { handled, waiting } = await step();
      done.handled += handled;
      done.waiting ||= waiting;
    }
    return done;
  }
  const periodic: PeriodicJob[] = [];
  /** Registers a periodic job (periodic.ts): its handler, and its first run scheduled when the worker starts. */
  function every(job: PeriodicJob) {
    handle(job.queue, () => job.run());
    periodic.push(job);
  }
  // The database's own upkeep: planner statistics where no autovacuum gathers them (analyze.ts).
  every(analyzeJob(db));

  async function claim() {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return null;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, queues),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
            // A claim that outlived its lock belongs to a worker that died: run it again.
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: after(lockMs) })
      .where(eq(jobs.id, sql`(${due})`))
      .returning(CLAIMED);
    return row ?? null;
  }

  type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>;

  /** Matches only the claim we hold, so a stale worker never overwrites a newer attempt. */
  const ours = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  async function execute(job: Claimed) {
    const handler = handlers.get(job.queue);
    const controller = new AbortController();
    inFlight.add(controller);
    let timer: NodeJS.Timeout | undefined;
    const started = performance.now();
    try {
      // claim() takes only queues with a handler, and none is ever removed.
      if (!handler) throw new Error(`job queue ${job.queue} has no handler`);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`timed out after ${lockMs} ms`));
        }, lockMs);
      });
      const context = { ...job, queue: job.queue as QueueName, signal: controller.signal };
      // A handler that throws synchronously is caught here too: nothing a handler does stops the worker.
      await Promise.race([Promise.resolve().then(() => handler(job.payload as never, context)), timeout]);
    } catch (error) {
      await fail(job, error);
      return;
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
    await db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(ours(job));
    // LOG_LEVEL=debug follows the queue's work (and notifications/crash.test.ts times its kill by it).
    log.debug({ jobId: job.id, queue: job.queue, ms: Math.round(performance.now() - started) }, 'job done');
  }

  async function fail(job: Claimed, error: unknown) {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_CHARS);
    const final = job.attempts >= job.maxAttempts;
    log[final ? 'error' : 'warn'](
      { err: error, jobId: job.id, queue: job.queue, attempt: job.attempts },
      final ? 'job failed' : 'job will retry',
    );
    await db
      .update(jobs)
      .set(
        final
          ? { status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: message }
          : { status: 'pending', runAt: after(backoffMs(job.attempts)), lockedUntil: null, lastError: message },
      )
      .where(ours(job));
  }

  /** Claims and runs one due job; false when none is due. */
  async function runNext(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    await execute(job);
    return true;
  }

  /**
   * Runs due jobs and the streams' events until none is left (tests and scripts; the running worker
   * does this by itself). Events committed behind a transaction still open elsewhere (another test
   * file's, on a shared server) are waited for, up to STREAM_WAIT_MS. Answers the jobs it ran.
   */
  async function drain(limit = 1_000): Promise<number> {
    let ran = 0;
    const waitUntil = Date.now() + STREAM_WAIT_MS;
    while (ran < limit) {
      const job = await runNext();
      if (job) ran++;
      const streamed = await stepStreams();
      if (job || streamed.handled > 0) continue;
      if (!streamed.waiting || Date.now() > waitUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return ran;
  }

  /** Deletes done jobs older than keepDoneDays and fails jobs whose last attempt died with its worker. */
  async function housekeep() {
    lastHousekeeping = Date.now();
    // An attempt that keeps killing its worker must not loop forever: out of attempts means failed.
    await db
      .update(jobs)
      .set({ status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: 'the worker stopped during the last attempt' })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
    for (;;) {
      const old = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${keepDoneDays}::integer * interval '1 day'`)))
        .limit(DELETE_BATCH);
      const deleted = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
      if (deleted.length < DELETE_BATCH) break;
    }
  }

  async function run() {
    let failures = 0;
    let nextStreamCheck = 0;
    while (running) {
      let worked = false;
      try {
        if (Date.now() - lastHousekeeping >= housekeepingEveryMs) await housekeep();
        worked = await runNext();
        // Between jobs the streams are asked at most once a poll interval (a fan-out's batches
        // would otherwise each cost one more statement); again at once while they have events.
        if (!worked || Date.now() >= nextStreamCheck) {
          const streamed = (await stepStreams()).handled > 0;
          nextStreamCheck = streamed ? 0 : Date.now() + pollMs;
          worked ||= streamed;
        }
        failures = 0;
      } catch (error) {
        // The database itself failed (restarting, full disk): log, wait longer each time, keep going.
        failures++;
        log.error({ err: error }, 'job worker cannot reach the database');
      }
      // oxlint-disable-next-line typescript/no-unnecessary-condition -- stop() sets it false while this loop awaits
      if (!worked && running) await sleep(Math.min(pollMs * 2 ** failures, MAX_IDLE_MS));
      // After a job, the next at once, but through the event loop: PGlite's queries resolve without
      // it, so a chain of jobs (a fan-out's batches) would otherwise hold off requests and I/O.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakes.delete(done);
        resolve();
      }
      wakes.add(done);
    });
  }

  return {
    handle,
    every,
    stream,
    /** Runs each stream's step once (tests). */
    stepStreams,
    runNext,
    drain,
    housekeep,
    /** Starts polling; call after the server listens. */
    start() {
      if (running) return;
      running = true;
      // Background work: on PGlite its statements wait for the requests' (db/foreground.ts).
      loops = Array.from({ length: concurrency }, () => inBackground(run));
      for (const job of periodic) job.start().catch((error: unknown) => log.error({ err: error }, `cannot schedule ${job.queue}`));
    },
    /** Stops polling and waits for the jobs in flight (at most stopTimeoutMs). */
    async stop() {
      if (loops.length === 0) return;
      running = false;
      for (const wake of [...wakes]) wake();
      const current = Promise.all(loops);
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        current.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        // Their locks expire and they run again after restart; tell cooperative handlers to stop now.
        for (const controller of inFlight) controller.abort();
        log.warn({}, 'job worker stopped without waiting for the jobs in flight');
      }
      loops = [];
    },
    get running() {
      return running;
    },
    /** Loops it runs (the bench reports it: app.ts keeps PGlite at 1 whatever JOB_CONCURRENCY says). */
    concurrency,
  };
}

/** A timestamp `ms` from the database's now, so every process agrees on one clock. */
function after(ms: number) {
  return sql`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;
}
