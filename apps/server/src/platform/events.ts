import { and, desc, eq, sql } from 'drizzle-orm';
import { intArray } from './db/arrays';
import { domainEvents } from '../db/schema/index';
import type { Db } from './db/client';
import { enqueue } from './jobs/queue';
import type { JobWorker } from './jobs/worker';

/**
 * The payload of each domain event, by type. The module that publishes an event adds its entry by
 * declaration merging, next to the write that publishes it:
 *
 *   declare module '../../platform/events' { interface DomainEventPayloads { 'community.post.created': PostCreated } }
 *
 * Subscribers in other features import only the type.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- empty on purpose: publishers add their events by declaration merging, which needs an interface
export interface DomainEventPayloads {}
export type EventType = keyof DomainEventPayloads;

export type DomainEvent<T extends EventType = EventType> = {
  id: number;
  tenantId: number;
  type: T;
  payload: DomainEventPayloads[T];
  createdAt: Date;
};
export type EventSubscriber<T extends EventType> = (event: DomainEvent<T>) => Promise<void>;

declare module './jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'events.deliver': { eventId: number; subscriber: string };
  }
}

/**
 * Domain events (docs/communities.md "Events"): `publish` writes the event in the caller's
 * transaction and one `events.deliver` job per subscriber of its type, so each subscriber runs
 * after commit, on its own, with its own retries. A rolled-back write publishes nothing. Subscribers
 * register while the app is built (every process registers the same ones); they must be idempotent
 * (the queue delivers at least once): the event's id is the key to make them so.
 */
export function createEventBus(db: Db, jobs: JobWorker) {
  const subscribers = new Map<EventType, Map<string, EventSubscriber<never>>>();
  /** Subscribers that take their deliveries together (subscribeBatch): the types they batch, the handler, how many at most. */
  const batched = new Map<string, { types: Set<EventType>; handler: (events: DomainEvent[]) => Promise<void>; max: number }>();

  const asEvent = (row: typeof domainEvents.$inferSelect): DomainEvent => ({
    ...row,
    type: row.type as EventType,
    payload: row.payload as never,
  });
  const single = (event: DomainEvent, subscriber: string) =>
    subscribers.get(event.type)?.get(subscriber) as EventSubscriber<EventType> | undefined;

  jobs.handle('events.deliver', async ({ eventId, subscriber }, job) => {
    const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
    const first = row ? asEvent(row) : undefined;
    // An event pruned, or a subscriber no longer in this code: nothing left to deliver.
    const handler = first ? single(first, subscriber) : undefined;
    if (!first || !handler) return;
    const batch = batched.get(subscriber);
    if (!batch?.types.has(first.type)) return handler(first);
    // The same subscriber's other due deliveries in this school, done in this one run (one
    // transaction of the subscriber's for all of them instead of one each).
    const more = await job.claimMore({ subscriber }, batch.max - 1);
    const ids = more.map((m) => m.payload.eventId);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(domainEvents)
            .where(sql`${domainEvents.id} = any(${intArray(ids)}::bigint[])`);
    const events = [first, ...rows.map(asEvent)].sort((a, b) => a.id - b.id);
    for (const event of events.filter((e) => !batch.types.has(e.type))) await single(event, subscriber)?.(event);
    await batch.handler(events.filter((e) => batch.types.has(e.type)));
  });

  /** `name` is the subscriber's stable id ('notifications', 'gamification'): a job names it, so it must not change. */
  function subscribe<T extends EventType>(type: T, name: string, handler: EventSubscriber<T>) {
    let byName = subscribers.get(type);
    if (!byName) subscribers.set(type, (byName = new Map<string, EventSubscriber<never>>()));
    if (byName.has(name)) throw new Error(`${name} already subscribes to ${type}`);
    byName.set(name, handler);
  }

  /**
   * Subscribes `name` to `types` with a handler that takes up to `max` events of one school at
   * once, oldest first: a delivery also claims the subscriber's other due deliveries in that school
   * (each still its own job, retried together). For work whose cost is per transaction, not per
   * event (the gamification engine's scoring).
   */
  function subscribeBatch<T extends EventType>(
    types: readonly T[],
    name: string,
    handler: (events: DomainEvent<T>[]) => Promise<void>,
    max = 500,
  ) {
    if (batched.has(name)) throw new Error(`${name} already subscribes in batches`);
    const run = handler as unknown as (events: DomainEvent[]) => Promise<void>;
    batched.set(name, { types: new Set(types), handler: run, max });
    for (const type of types) subscribe(type, name, (event) => run([event as DomainEvent]));
  }

  return {
    subscribe,
    subscribeBatch,

    /** Call with the write's transaction. Returns the event's id. */
    async publish<T extends EventType>(tx: Db, tenantId: number, type: T, payload: DomainEventPayloads[T]): Promise<number> {
      const [row] = await tx.insert(domainEvents).values({ tenantId, type, payload }).returning({ id: domainEvents.id });
      if (!row) throw new Error('insert into domain_events returned no row');
      for (const subscriber of subscribers.get(type)?.keys() ?? []) {
        await enqueue(tx, 'events.deliver', { eventId: row.id, subscriber }, { tenantId });
      }
      return row.id;
    },

    /** The events of a type a school has, newest first (tests and inspection). */
    async recent<T extends EventType>(tenantId: number, type: T, limit = 20) {
      const rows = await db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.type, type)))
        .orderBy(desc(domainEvents.id))
        .limit(limit);
      return rows as unknown as DomainEvent<T>[];
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
