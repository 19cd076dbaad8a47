import { and, desc, eq } from 'drizzle-orm';
import { domainEvents } from '../db/schema/index';
import type { Db } from './db/client';
import { eventStream, type StreamHandler } from './event-streams';
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
 * transaction and one `events.deliver` job per subscriber of its type (a stream subscriber reads
 * the events instead), so each subscriber runs after commit, on its own, with its own retries. A
 * rolled-back write publishes nothing. Subscribers register while the app is built (every process
 * registers the same ones); they must be idempotent (the queue delivers at least once): the
 * event's id is the key to make them so.
 */
export function createEventBus(db: Db, jobs: JobWorker) {
  const subscribers = new Map<EventType, Map<string, EventSubscriber<never>>>();
  /** Stream subscribers (subscribeStream) and their types: publishing writes no job for those. */
  const streams = new Map<string, { read: ReturnType<typeof eventStream>; types: Set<EventType> }>();

  jobs.handle('events.deliver', async ({ eventId, subscriber }) => {
    const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
    const event: DomainEvent | undefined = row && {
      id: row.id,
      tenantId: row.tenantId,
      type: row.type as EventType,
      payload: row.payload as never,
      createdAt: row.createdAt,
    };
    const handler = event ? (subscribers.get(event.type)?.get(subscriber) as EventSubscriber<EventType> | undefined) : undefined;
    // An event pruned, or a subscriber no longer in this code: nothing left to deliver.
    if (event && handler) await handler(event);
  });

  /** `name` is the subscriber's stable id ('notifications', 'gamification'): a job names it, so it must not change. */
  function subscribe<T extends EventType>(type: T, name: string, handler: EventSubscriber<T>) {
    let byName = subscribers.get(type);
    if (!byName) subscribers.set(type, (byName = new Map<string, EventSubscriber<never>>()));
    if (byName.has(name)) throw new Error(`${name} already subscribes to ${type}`);
    byName.set(name, handler);
  }

  /**
   * Subscribes `name` to `types` as a stream (platform/event-streams.ts, decision 0010): the
   * worker's loops read the events in order and hand up to `max` of one school at once to `handle`,
   * inside the transaction that moves the stream's cursor; `committed` runs after it commits. For
   * work whose cost is per transaction, not per event (the gamification engine's scoring). An event
   * that fails alone is retried as its own `events.deliver` job, handled the same way.
   */
  function subscribeStream<T extends EventType>(
    types: readonly T[],
    name: string,
    handle: (tx: Db, events: DomainEvent<T>[]) => Promise<void>,
    options: { max: number; committed?: (tenantIds: number[]) => void },
  ) {
    if (streams.has(name)) throw new Error(`${name} already subscribes as a stream`);
    const run = handle as unknown as StreamHandler;
    const stream = eventStream(db, { name, types, handle: run, ...options });
    streams.set(name, { read: stream, types: new Set(types) });
    jobs.stream(stream.step);
    for (const type of types) {
      subscribe(type, name, async (event) => {
        await db.transaction((tx) => run(tx, [event as DomainEvent]));
        options.committed?.([event.tenantId]);
      });
    }
  }

  return {
    subscribe,
    subscribeStream,

    /** Call with the write's transaction. Returns the event's id. */
    async publish<T extends EventType>(tx: Db, tenantId: number, type: T, payload: DomainEventPayloads[T]): Promise<number> {
      const [row] = await tx.insert(domainEvents).values({ tenantId, type, payload }).returning({ id: domainEvents.id });
      if (!row) throw new Error('insert into domain_events returned no row');
      for (const subscriber of subscribers.get(type)?.keys() ?? []) {
        if (!streams.get(subscriber)?.types.has(type)) await enqueue(tx, 'events.deliver', { eventId: row.id, subscriber }, { tenantId });
      }
      return row.id;
    },

    /** Events of a stream's types it has not read yet (tests and inspection). */
    behind: (name: string) => streams.get(name)?.read.behind() ?? Promise.resolve(0),

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
