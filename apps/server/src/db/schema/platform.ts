import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identityId, tenantId } from './columns';
import { tenants } from './tenancy';

/** The durable job queue (docs/decisions/0002): claimed with FOR UPDATE SKIP LOCKED, retried with backoff. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id'),
    queue: varchar('queue', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).defaultNow().notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // In the claims' order (run_at, id): a claim reads the first due rows and stops, where an
    // index on run_at alone sorted every due job first (a 50,000-job backlog, each claim).
    index('jobs_ready')
      .on(t.runAt, t.id)
      .where(sql`status in ('pending', 'running')`),
  ],
);

/** Every stored upload, so storage keys are never guessed and sizes can be accounted per school. */
export const files = pgTable(
  'files',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    key: varchar('key', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A transaction id as PostgreSQL's `xid8` (64 bits, never wraps), kept as its text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Domain events (docs/communities.md "Events"): what happened, written in the transaction of the
 * write that made it happen. Each subscriber a feature registers gets its own `events.deliver` job
 * per event, so notifications run after commit, apart, and retry apart; a stream subscriber (the
 * gamification engine) reads the table in order instead (platform/event-streams.ts).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /**
     * The writing transaction: a stream reads only events whose transaction is older than every
     * one still running, so none can commit later behind its cursor (decision 0010).
     */
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('domain_events_type').on(t.tenantId, t.type, t.id), index('domain_events_stream').on(t.tx, t.id)],
);

/**
 * Where each stream subscriber stands in domain_events (platform/event-streams.ts): one row per
 * part (the events whose id modulo the parts is `part`), so that many loops read side by side, each
 * holding its part's row FOR UPDATE while it handles what it read.
 */
export const eventStreams = pgTable(
  'event_streams',
  {
    subscriber: varchar('subscriber', { length: 64 }).notNull(),
    part: smallint('part').notNull(),
    afterTx: xid8('after_tx').notNull(),
    afterId: bigint('after_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.part] })],
);
