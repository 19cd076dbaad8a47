import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, jobs } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { rowsOf } from './db/client';
import { createEventBus, type DomainEvent } from './events';
import { STREAM_PARTS } from './event-streams';
import { createJobWorker } from './jobs/worker';

// Events that exist only in these tests.
declare module './events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'test.streamed': { n: number };
    'test.other': { n: number };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let streams = 0;
/**
 * A bus of its own on the app's database with one stream subscriber of a new name (so a new cursor,
 * from the first event), which records what it handled; `fail` names the n that makes it throw.
 */
async function streamBus(options: { max?: number; fail?: (n: number) => boolean } = {}) {
  await t.ctx.db.delete(domainEvents).where(sql`${domainEvents.type} like 'test.%'`);
  const worker = createJobWorker(t.ctx.db, { backoffMs: () => 0 });
  const events = createEventBus(t.ctx.db, worker);
  const name = `test-stream-${++streams}`;
  const batches: { tenantId: number; ns: number[] }[] = [];
  const committed: number[][] = [];
  events.subscribeStream(
    ['test.streamed'],
    name,
    async (tx, batch: DomainEvent<'test.streamed'>[]) => {
      // A write in the handler's transaction: it must commit with the cursor, or not at all.
      await tx.execute(sql`select 1`);
      if (batch.some((e) => options.fail?.(e.payload.n))) throw new Error('cannot handle');
      batches.push({ tenantId: batch[0]!.tenantId, ns: batch.map((e) => e.payload.n) });
    },
    { max: options.max ?? 500, committed: (tenants) => void committed.push(tenants) },
  );
  const publish = (n: number, tenantId = 1, type: 'test.streamed' | 'test.other' = 'test.streamed') =>
    t.ctx.db.transaction((tx) => events.publish(tx, tenantId, type, { n }));
  const handled = () => batches.flatMap((b) => b.ns).sort((a, b) => a - b);
  return { worker, events, name, batches, committed, publish, handled };
}

describe('event streams (decision 0010)', () => {
  it('hands each event once, by school and in order, with no job row, and tells who committed', async () => {
    const s = await streamBus();
    for (let n = 1; n <= 9; n++) await s.publish(n, n % 3 === 0 ? 2 : 1);
    await s.publish(100, 1, 'test.other');
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.queue, 'events.deliver'))).toHaveLength(0);
    expect(await s.events.behind(s.name)).toBe(9);
    await s.worker.drain();
    expect(s.handled()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Each handler call holds one school's events, oldest first.
    for (const batch of s.batches) {
      expect(batch.ns.every((n) => (n % 3 === 0 ? 2 : 1) === batch.tenantId)).toBe(true);
      expect(batch.ns).toEqual([...batch.ns].sort((a, b) => a - b));
    }
    expect(new Set(s.committed.flat())).toEqual(new Set([1, 2]));
    expect(await s.events.behind(s.name)).toBe(0);
    await s.publish(10);
    await s.worker.drain();
    await s.worker.drain();
    expect(s.handled()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads at most `max` events a part in one transaction', async () => {
    const s = await streamBus({ max: 2 });
    for (let n = 1; n <= 4 * STREAM_PARTS; n++) await s.publish(n);
    await s.worker.drain();
    expect(s.handled()).toHaveLength(4 * STREAM_PARTS);
    expect(Math.max(...s.batches.map((b) => b.ns.length))).toBe(2);
  });

  it('an event that fails alone becomes a retried job; the others are handled and the stream goes on', async () => {
    let broken = true;
    const s = await streamBus({ fail: (n) => n === 3 && broken });
    for (let n = 1; n <= 5; n++) await s.publish(n);
    await s.worker.drain();
    expect(s.handled()).toEqual([1, 2, 4, 5]);
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'events.deliver'), sql`${jobs.payload}->>'subscriber' = ${s.name}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await s.publish(6);
    await s.worker.drain();
    expect(s.handled()).toEqual([1, 2, 4, 5, 6]);
    // Its retry, once it is due, handles it like the stream would.
    broken = false;
    await t.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    await s.worker.drain();
    expect(s.handled()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await t.ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job!.id))).toEqual([{ status: 'done' }]);
  });

  // Two transactions at once need two connections: a PostgreSQL server's.
  it.skipIf(!process.env.DATABASE_URL)(
    'never reads past an event whose transaction is still open, so one committed later is not skipped',
    async () => {
      const s = await streamBus();
      const [here] = rowsOf<{ name: string }>(await t.ctx.db.execute(sql`select current_database() as name`));
      const other = new pg.Client({ connectionString: databaseUrlFor(here!.name) });
      await other.connect();
      try {
        // The older transaction writes its event first and stays open while a newer one commits.
        await other.query('begin');
        await other.query(`insert into domain_events (tenant_id, type, payload) values (1, 'test.streamed', '{"n": 1}')`);
        await s.publish(2);
        expect(await s.worker.stepStreams()).toEqual({ handled: 0, waiting: true });
        expect(s.handled()).toEqual([]);
        await other.query('commit');
        expect(await s.worker.stepStreams()).toEqual({ handled: 2, waiting: false });
        expect(s.handled()).toEqual([1, 2]);
      } finally {
        await other.end();
      }
    },
  );
});

/** The test database's URL: the server's, with this database's name. */
function databaseUrlFor(database: string) {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}
