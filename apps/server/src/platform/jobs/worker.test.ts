import { eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { openDatabase, type Db } from '../db/client';
import { enqueue } from './queue';
import { createJobWorker, type JobWorkerOptions } from './worker';

// Queues that exist only in these tests.
declare module './queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'test.record': { n: number };
    'test.fail': { n: number };
    'test.slow': { ms: number };
    'test.batch': { group: string; n: number };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(jobs).where(sql`${jobs.queue} like 'test.%'`);
});

const row = async (db: Db, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Milliseconds from the database's now to the job's run_at. */
const delayOf = async (db: Db, id: number) => {
  const [r] = await db
    .select({ ms: sql<number>`(extract(epoch from ${jobs.runAt} - now()) * 1000)::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return r!.ms;
};
const makeDue = (db: Db, id: number) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

function recordingWorker(db: Db, options: JobWorkerOptions = {}) {
  const seen: number[] = [];
  const worker = createJobWorker(db, { pollMs: 20, ...options });
  worker.handle('test.record', ({ n }) => {
    seen.push(n);
    return Promise.resolve();
  });
  return { worker, seen };
}

describe('job queue', () => {
  it('runs a job once and marks it done with finished_at', async () => {
    const { worker, seen } = recordingWorker(t.ctx.db);
    const id = await enqueue(t.ctx.db, 'test.record', { n: 7 }, { tenantId: 1 });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([7]);
    expect(await row(t.ctx.db, id)).toMatchObject({ status: 'done', attempts: 1, tenantId: 1, lockedUntil: null });
    expect((await row(t.ctx.db, id)).finishedAt).toBeInstanceOf(Date);
    expect(await worker.drain()).toBe(0);
  });

  it('enqueued in a rolled-back transaction, a job never exists (a job never starts before its data commits)', async () => {
    const { worker, seen } = recordingWorker(t.ctx.db);
    await t.ctx.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.record', { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('waits for run_at', async () => {
    const { worker, seen } = recordingWorker(t.ctx.db);
    const id = await enqueue(t.ctx.db, 'test.record', { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
    await makeDue(t.ctx.db, id);
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([2]);
  });

  it('retries a failing job with exponential backoff, then marks it failed after max attempts', async () => {
    const worker = createJobWorker(t.ctx.db);
    let calls = 0;
    worker.handle('test.fail', ({ n }) => {
      calls++;
      return Promise.reject(new Error(`boom ${n}.${calls}`));
    });
    const id = await enqueue(t.ctx.db, 'test.fail', { n: 1 }, { maxAttempts: 3 });

    await worker.drain();
    expect(await row(t.ctx.db, id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: boom 1.1', lockedUntil: null });
    const first = await delayOf(t.ctx.db, id);
    expect(first).toBeGreaterThan(28_000);
    expect(first).toBeLessThan(31_000);
    expect(await worker.drain()).toBe(0);

    await makeDue(t.ctx.db, id);
    await worker.drain();
    expect(await row(t.ctx.db, id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Error: boom 1.2' });
    const second = await delayOf(t.ctx.db, id);
    expect(second).toBeGreaterThan(58_000);
    expect(second).toBeLessThan(61_000);

    await makeDue(t.ctx.db, id);
    await worker.drain();
    const failed = await row(t.ctx.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: boom 1.3' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    await makeDue(t.ctx.db, id);
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('survives handlers that throw, reject with non-errors or hang, and keeps running later jobs', async () => {
    const { worker, seen } = recordingWorker(t.ctx.db, { lockMs: 300 });
    worker.handle('test.fail', ({ n }) => {
      if (n === 1) throw new Error('synchronous throw');
      // oxlint-disable-next-line typescript/prefer-promise-reject-errors -- on purpose: the worker must record a rejection that is not an Error
      return Promise.reject(n === 2 ? 'a string' : null);
    });
    worker.handle('test.slow', () => new Promise(() => {}));
    const bad = [
      await enqueue(t.ctx.db, 'test.fail', { n: 1 }),
      await enqueue(t.ctx.db, 'test.fail', { n: 2 }),
      await enqueue(t.ctx.db, 'test.fail', { n: 3 }),
      await enqueue(t.ctx.db, 'test.slow', { ms: 0 }),
    ];
    const good = await enqueue(t.ctx.db, 'test.record', { n: 42 });
    worker.start();
    try {
      await until(async () => (await row(t.ctx.db, good)).status === 'done');
      expect(worker.running).toBe(true);
      expect(seen).toEqual([42]);
      const errors = await Promise.all(bad.map(async (id) => (await row(t.ctx.db, id)).lastError));
      expect(errors).toEqual(['Error: synchronous throw', 'a string', 'null', 'Error: timed out after 300 ms']);
    } finally {
      await worker.stop();
    }
  });

  it('stop() waits for the job in flight', async () => {
    const worker = createJobWorker(t.ctx.db, { pollMs: 20 });
    let started = false;
    let finished = false;
    worker.handle('test.slow', async ({ ms }) => {
      started = true;
      await new Promise((r) => setTimeout(r, ms));
      finished = true;
    });
    const id = await enqueue(t.ctx.db, 'test.slow', { ms: 300 });
    worker.start();
    await until(() => Promise.resolve(started));
    await worker.stop();
    expect(finished).toBe(true);
    expect((await row(t.ctx.db, id)).status).toBe('done');
    expect(worker.running).toBe(false);
  });

  it('picks up a running job whose lock expired (its worker crashed), but not one still locked', async () => {
    const { worker, seen } = recordingWorker(t.ctx.db);
    const lost = await enqueue(t.ctx.db, 'test.record', { n: 1 });
    const busy = await enqueue(t.ctx.db, 'test.record', { n: 2 });
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, lost));
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, busy));
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await row(t.ctx.db, lost)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await row(t.ctx.db, busy)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('housekeeping fails a job whose last attempt died, and deletes done jobs after 7 days', async () => {
    const { worker } = recordingWorker(t.ctx.db);
    const dead = await enqueue(t.ctx.db, 'test.record', { n: 1 }, { maxAttempts: 2 });
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, dead));
    const old = await enqueue(t.ctx.db, 'test.record', { n: 2 });
    const recent = await enqueue(t.ctx.db, 'test.record', { n: 3 });
    await t.ctx.db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, old));
    await t.ctx.db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '6 days'` })
      .where(eq(jobs.id, recent));
    expect(await worker.drain()).toBe(0);
    await worker.housekeep();
    expect(await row(t.ctx.db, dead)).toMatchObject({ status: 'failed', lastError: 'the worker stopped during the last attempt' });
    expect(await t.ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, old))).toEqual([]);
    expect((await row(t.ctx.db, recent)).status).toBe('done');
  });

  it('two workers on one table run each job exactly once', async () => {
    const a = recordingWorker(t.ctx.db, { pollMs: 5 });
    const b = recordingWorker(t.ctx.db, { pollMs: 5 });
    const ids = [];
    for (let n = 0; n < 20; n++) ids.push(await enqueue(t.ctx.db, 'test.record', { n }));
    a.worker.start();
    b.worker.start();
    try {
      await until(() => Promise.resolve(a.seen.length + b.seen.length >= 20));
    } finally {
      await Promise.all([a.worker.stop(), b.worker.stop()]);
    }
    expect([...a.seen, ...b.seen].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });

  it('with concurrency 3, runs three jobs side by side, each once, and stop() waits for all of them', async () => {
    const worker = createJobWorker(t.ctx.db, { pollMs: 5, concurrency: 3 });
    let active = 0;
    let most = 0;
    const done: number[] = [];
    worker.handle('test.batch', async ({ n }) => {
      most = Math.max(most, ++active);
      await new Promise((r) => setTimeout(r, 150));
      active--;
      done.push(n);
    });
    for (let n = 0; n < 6; n++) await enqueue(t.ctx.db, 'test.batch', { group: 'c', n });
    worker.start();
    await until(() => Promise.resolve(done.length >= 4));
    await worker.stop();
    // The two still running when stop() was called finished before it returned.
    expect(active).toBe(0);
    expect(most).toBe(3);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  // Two embedded databases made and migrated from nothing, one after the other: about 15 s beside the
  // other lanes of a fresh-clone run, and past the file's 30 s once. The ceiling, not the condition.
  it('a job enqueued before the embedded database closed runs after it reopens (durability)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-jobs-'));
    try {
      const first = await openDatabase({ dataDir });
      const id = await enqueue(first.db, 'test.record', { n: 99 }, { tenantId: 1 });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const { worker, seen } = recordingWorker(second.db);
        expect(await worker.drain()).toBe(1);
        expect(seen).toEqual([99]);
        expect((await row(second.db, id)).status).toBe('done');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
