import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents, jobs } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { createEventBus, type DomainEvent } from './events';
import { createJobWorker } from './jobs/worker';

// Events that exist only in these tests.
declare module './events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'test.happened': { n: number };
    'test.unheard': { n: number };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'events.deliver'));
  await t.ctx.db.delete(domainEvents).where(sql`${domainEvents.type} like 'test.%'`);
});

/** A bus of its own on the app's database, so these subscribers never meet the app's. */
function bus() {
  const worker = createJobWorker(t.ctx.db, { backoffMs: () => 0 });
  return { worker, events: createEventBus(t.ctx.db, worker) };
}

describe('domain events', () => {
  it('delivers after commit, once to each subscriber, with the stored payload', async () => {
    const { worker, events } = bus();
    const seen: string[] = [];
    events.subscribe('test.happened', 'a', (e: DomainEvent<'test.happened'>) => Promise.resolve(void seen.push(`a${e.payload.n}`)));
    events.subscribe('test.happened', 'b', (e) => Promise.resolve(void seen.push(`b${e.payload.n}`)));
    const id = await t.ctx.db.transaction((tx) => events.publish(tx, 1, 'test.happened', { n: 7 }));
    expect(seen).toEqual([]);
    await worker.drain();
    expect(seen.sort()).toEqual(['a7', 'b7']);
    const [row] = await t.ctx.db.select().from(domainEvents).where(eq(domainEvents.id, id));
    expect(row).toMatchObject({ tenantId: 1, type: 'test.happened', payload: { n: 7 } });
    await worker.drain();
    expect(seen).toHaveLength(2);
  });

  it('a rolled-back write publishes nothing', async () => {
    const { worker, events } = bus();
    let calls = 0;
    events.subscribe('test.happened', 'a', () => Promise.resolve(void (calls += 1)));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await events.publish(tx, 1, 'test.happened', { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await worker.drain();
    expect(calls).toBe(0);
    expect(await t.ctx.db.select().from(domainEvents).where(eq(domainEvents.type, 'test.happened'))).toHaveLength(0);
  });

  it('a failing subscriber retries alone; the others are not run again', async () => {
    const { worker, events } = bus();
    let good = 0;
    let flaky = 0;
    events.subscribe('test.happened', 'good', () => Promise.resolve(void (good += 1)));
    events.subscribe('test.happened', 'flaky', () => {
      flaky += 1;
      return flaky === 1 ? Promise.reject(new Error('mail server down')) : Promise.resolve();
    });
    await t.ctx.db.transaction((tx) => events.publish(tx, 1, 'test.happened', { n: 2 }));
    await worker.drain();
    await t.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.status, 'pending'));
    await worker.drain();
    expect({ good, flaky }).toEqual({ good: 1, flaky: 2 });
  });

  it('an event nobody subscribes to is kept as a row, with no job', async () => {
    const { events } = bus();
    await t.ctx.db.transaction((tx) => events.publish(tx, 1, 'test.unheard', { n: 3 }));
    expect(await events.recent(1, 'test.unheard')).toHaveLength(1);
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.queue, 'events.deliver'))).toHaveLength(0);
  });

  it('refuses a subscriber name used twice for one type', () => {
    const { events } = bus();
    events.subscribe('test.happened', 'a', () => Promise.resolve());
    expect(() => events.subscribe('test.happened', 'a', () => Promise.resolve())).toThrow(/already subscribes/);
  });
});
