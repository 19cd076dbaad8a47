import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, identityId, tenantId } from './columns';
import { tenants } from './tenancy';

/**
 * A CSV of students being imported (docs/people-and-access.md "Importing"): the file until the job
 * has read it, then only the outcome. The job updates `done` and the counts with each batch it
 * commits, so a reload of the screen (or a restart of the server) finds where it is.
 */
export const studentImports = pgTable(
  'student_imports',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    /** Who uploaded it (their language writes the welcome mails); not a foreign key: the record outlives them. */
    createdBy: integer('created_by').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    dryRun: boolean('dry_run').notNull(),
    sendInvite: boolean('send_invite').notNull(),
    /** The CSV as uploaded; emptied once the job is done (it holds people's names and e-mails). */
    file: text('file').notNull(),
    /** Where the welcome mails' links open and who they come from (the request's school origin and name). */
    origin: text('origin').notNull(),
    schoolName: text('school_name').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    enrolled: integer('enrolled').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    rows: jsonb('rows').$type<{ row: number; email: string; outcome: string; message: string | null }[]>().notNull().default([]),
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('student_imports_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('student_imports_recent').on(t.tenantId, t.createdAt),
  ],
);

/**
 * The products an open sign-up grants (docs/people-and-access.md "Open sign-up"); whether sign-up is
 * open is platform_settings.signup_open. A product deleted leaves the list with it.
 */
export const signupProducts = pgTable(
  'signup_products',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);
