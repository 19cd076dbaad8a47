import { sql, type SQL } from 'drizzle-orm';
import { textArray } from './db/arrays';
import { rowsOf, type Db } from './db/client';
import { enqueue } from './jobs/queue';
import { defaultBackoffMs, type StreamStep } from './jobs/worker';

/**
 * Stream subscribers (decision 0010): a subscriber whose cost is per transaction, not per event
 * (the gamification engine), reads domain_events in order behind a cursor of its own instead of
 * taking one `events.deliver` job per event. Publishing writes no job row for it, and a batch of up
 * to `max` events costs two statements of the stream besides the handler's.
 *
 * Order and safety: events are read by (tx, id), and only those whose transaction is older than
 * every transaction still running (`pg_snapshot_xmin`), so no event can commit later behind the
 * cursor: a transaction that writes an event later either runs now (its id is at least the snapshot's
 * xmin) or gets a newer id. An event waits at most as long as the oldest writing transaction.
 */
export type StreamHandler = (tx: Db, events: StreamEvent[]) => Promise<void>;

/** An event as a stream hands it (platform/events.ts's DomainEvent, which names the types: this file cannot import it back). */
export type StreamEvent = { id: number; tenantId: number; type: string; payload: unknown; createdAt: Date };

export type StreamOptions = {
  name: string;
  types: readonly string[];
  /** The events of one school, oldest first, inside the transaction that moves the cursor. */
  handle: StreamHandler;
  /** After the commit, with the schools it handled (a cache to forget). */
  committed?: (tenantIds: number[]) => void;
  max: number;
};

/** The parts of a stream: loops (and processes) read different parts side by side. */
export const STREAM_PARTS = 4;

type EventRow = { id: string; tenant_id: number; type: string; payload: unknown; created_ms: number; tx: string };
type PartRow = { part: number; ready: boolean; waiting: boolean };

export function eventStream(db: Db, options: StreamOptions) {
  const { name, max } = options;
  const types = textArray([...options.types]);
  const safe = sql`pg_snapshot_xmin(pg_current_snapshot())`;
  const ofPart = (part: SQL) => sql`e.type = any(${types}::varchar[]) and e.id % ${STREAM_PARTS} = ${part}`;

  let created = false;
  /** The stream's rows: a new stream starts at the first event kept (a migration that made a stream of an older subscriber placed its cursor after the events that already had their jobs). */
  async function create() {
    if (created) return;
    await db.execute(sql`
      insert into event_streams (subscriber, part, after_tx, after_id)
      select ${name}, p, '0'::xid8, 0 from generate_series(0, ${STREAM_PARTS - 1}::int) p
      on conflict do nothing`);
    created = true;
  }

  /**
   * The parts, each with whether it has events to read now (of any type: its cursor moves over the
   * others too, so that no scan grows), and whether events wait behind an older open transaction.
   */
  async function parts(): Promise<PartRow[]> {
    await create();
    return rowsOf<PartRow>(
      await db.execute(sql`
        select s.part,
          -- The first event past the cursor, in the index's order (an EXISTS here was planned as a scan of the table).
          coalesce((select e.tx from domain_events e where (e.tx, e.id) > (s.after_tx, s.after_id) order by e.tx, e.id limit 1) < ${safe}, false) as ready,
          exists (select 1 from domain_events e where e.tx >= ${safe} and (e.tx, e.id) > (s.after_tx, s.after_id) and ${ofPart(sql`s.part`)}) as waiting
        from event_streams s where s.subscriber = ${name} order by s.part`),
    );
  }

  /**
   * The next events of a part, oldest first, with the part's row held FOR UPDATE (null when another
   * loop holds it), and where the cursor goes once they are handled: after the last one, or, when
   * fewer than `max` came, after every event older than the snapshot's running transactions.
   */
  async function read(tx: Db, part: number) {
    const [cursor] = rowsOf<{ after_tx: string; after_id: string }>(
      await tx.execute(sql`select after_tx::text as after_tx, after_id::text as after_id from event_streams
        where subscriber = ${name} and part = ${part} for update skip locked`),
    );
    if (!cursor) return null;
    // One statement, so the events and the xmin come from one snapshot.
    const rows = rowsOf<(EventRow | { [K in keyof EventRow]: null }) & { xmin: string }>(
      await tx.execute(sql`
        select x.xmin::text as xmin, e.* from (select ${safe} as xmin) x
        left join lateral (
          select e.id::text as id, e.tenant_id, e.type, e.payload, (extract(epoch from e.created_at) * 1000)::float8 as created_ms, e.tx::text as tx
          from domain_events e
          where (e.tx, e.id) > (${cursor.after_tx}::xid8, ${cursor.after_id}::bigint) and e.tx < x.xmin and ${ofPart(sql`${part}::int`)}
          order by e.tx, e.id limit ${max}) e on true`),
    );
    const events = rows.filter((r): r is EventRow & { xmin: string } => r.id !== null);
    const last = events.at(-1);
    const next = events.length === max && last ? { tx: last.tx, id: last.id } : { tx: rows[0]?.xmin ?? cursor.after_tx, id: '0' };
    const moves = next.tx !== cursor.after_tx || next.id !== cursor.after_id;
    return { events, next: moves ? next : null };
  }

  async function advance(tx: Db, part: number, next: { tx: string; id: string } | null) {
    if (!next) return;
    await tx.execute(sql`update event_streams set after_tx = ${next.tx}::xid8, after_id = ${next.id}::bigint
      where subscriber = ${name} and part = ${part}`);
  }

  /** A school's events in their order, one handler call each. */
  async function handleBySchool(tx: Db, rows: EventRow[]) {
    const bySchool = new Map<number, StreamEvent[]>();
    for (const row of rows) {
      const events = bySchool.get(row.tenant_id) ?? [];
      if (events.length === 0) bySchool.set(row.tenant_id, events);
      events.push(asEvent(row));
    }
    for (const events of bySchool.values()) await options.handle(tx, events);
  }

  /**
   * One part's next batch in one transaction: read, handled, cursor moved. When the batch fails,
   * its events are handled one at a time (a savepoint each), and one that fails alone becomes an
   * `events.deliver` job with the queue's retries, so it neither blocks the stream nor is lost.
   */
  async function stepPart(part: number): Promise<number> {
    /** Reads the part's batch in one transaction, hands it to `handle`, moves the cursor; the events once committed. */
    const inPart = (handle: (tx: Db, events: EventRow[]) => Promise<void>) =>
      db.transaction(async (tx): Promise<EventRow[]> => {
        const batch = await read(tx, part);
        if (!batch) return [];
        await handle(tx, batch.events);
        await advance(tx, part, batch.next);
        return batch.events;
      });
    let events: EventRow[];
    try {
      events = await inPart(handleBySchool);
    } catch {
      events = await inPart(async (tx, rows) => {
        for (const row of rows) {
          try {
            await tx.transaction((savepoint) => handleBySchool(savepoint, [row]));
          } catch {
            const job = { eventId: Number(row.id), subscriber: name };
            await enqueue(tx, 'events.deliver', job, { tenantId: row.tenant_id, runAt: new Date(Date.now() + defaultBackoffMs(1)) });
          }
        }
      });
    }
    const tenants = [...new Set(events.map((r) => r.tenant_id))];
    if (tenants.length > 0) options.committed?.(tenants);
    return events.length;
  }

  let turn = 0;
  /**
   * Reads and handles one batch of each part that has events and no other loop holding it, from a
   * different part each call, so that loops side by side start apart.
   */
  async function step(): Promise<StreamStep> {
    let handled = 0;
    let waiting = false;
    const all = await parts();
    turn = (turn + 1) % STREAM_PARTS;
    for (const part of [...all.slice(turn), ...all.slice(0, turn)]) {
      waiting ||= part.waiting;
      if (part.ready) handled += await stepPart(part.part);
    }
    return { handled, waiting };
  }

  /** Events of the stream's types not read yet, of every part (the bench and inspection). */
  async function behind(): Promise<number> {
    await create();
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select coalesce(sum((select count(*) from domain_events e
          where (e.tx, e.id) > (s.after_tx, s.after_id) and ${ofPart(sql`s.part`)})), 0)::int as n
        from event_streams s where s.subscriber = ${name}`),
    );
    return row?.n ?? 0;
  }

  return { step, behind };
}

/**
 * Moves every stream's cursor after the events written so far (the demo seed: its events are
 * history, and a scoring stream must not score them again at first start). Nothing else may write
 * events meanwhile: the seed runs before the server starts.
 */
export async function streamsStartNow(db: Db) {
  await db.execute(sql`update event_streams set after_tx = pg_current_xact_id(), after_id = 0`);
}

const asEvent = (row: EventRow): StreamEvent => ({
  id: Number(row.id),
  tenantId: row.tenant_id,
  type: row.type,
  payload: row.payload,
  createdAt: new Date(row.created_ms),
});
