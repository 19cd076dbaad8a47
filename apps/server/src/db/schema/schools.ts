import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';
import { createdAt, identityId, tenantId } from './columns';

/**
 * A school's export (docs/schools.md "Moving a school"): asked by the owner, written by the
 * `schools.export` job into one archive under a private key, downloaded by a signed, expiring link.
 */
export const schoolExports = pgTable(
  'school_exports',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    /** 0 to 1: tables and files written so far over all of them. */
    progress: doublePrecision('progress').notNull().default(0),
    /** Where the archive is stored, once ready. */
    key: varchar('key', { length: 255 }),
    bytes: doublePrecision('bytes'),
    /** Password hashes and integration secrets kept in the archive: only when the operator asked. */
    includeSecrets: boolean('include_secrets').notNull().default(false),
    requestedBy: integer('requested_by'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('school_exports_state', sql`${t.state} in ('queued', 'running', 'ready', 'failed')`),
  ],
);

/**
 * An archive the operator is importing as a new school (docs/schools.md "Moving a school"): the
 * operator's, not a school's, so it lives on the coordinator (docs/scaling.md); `tenant_id` is the
 * school it made, once done.
 */
export const schoolImports = pgTable(
  'school_imports',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    host: varchar('host', { length: 253 }).notNull(),
    /** Where the uploaded archive waits for the job (a private key), removed once imported. */
    key: varchar('key', { length: 255 }).notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('school_imports_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`)],
);
