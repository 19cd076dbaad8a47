import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * Domain events (docs/communities.md "Events"): what happened, written in the transaction of the
 * write that made it happen. Each subscriber a feature registers gets its own `events.deliver` job
 * per event, so notifications and scoring run after commit, apart, and retry apart.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_type').on(t.tenantId, t.type, t.id)],
);
