import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { identityId, tenantId, updatedAt } from './columns';
import { tenants } from './tenancy';

/**
 * A school's connection to one payment platform (docs/selling.md): whether it is on, the secret
 * that proves a call came from the platform, and the key its URL carries. Made on first read
 * with a random key; the secret is kept as typed (verifying needs it) and never sent back.
 */
export const saleIntegrations = pgTable(
  'sale_integrations',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** In the URL the school pastes into the platform: which school's integration a call is for. */
    key: text('key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    secret: text('secret'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider] }),
    check('sale_integrations_provider', sql`${t.provider} in ('hotmart', 'stripe', 'webhook')`),
  ],
);

/** A platform's product (Hotmart's product id, a Stripe payment link or price, a code of the generic webhook) → ours. */
export const saleMappings = pgTable(
  'sale_mappings',
  {
    tenantId: tenantId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    externalId: text('external_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider, t.externalId] }),
    foreignKey({ columns: [t.tenantId, t.provider], foreignColumns: [saleIntegrations.tenantId, saleIntegrations.provider] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);

/**
 * Every call a platform made, as the deliveries log shows it. `dedupe_key` (the transaction and its
 * event; Stripe's event id) is unique per school and platform among first deliveries: a repeat is
 * recorded without it, as `duplicate`. `sale` is the event as read from the verified payload (what
 * the job applies and a replay applies again); a refused signature keeps none.
 */
export const saleDeliveries = pgTable(
  'sale_deliveries',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    event: text('event'),
    transaction: text('transaction'),
    email: text('email'),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    /** Why it was refused or ignored: a SALE_MESSAGES key, told in the reader's language; `error_detail` what it names (a product code). */
    error: varchar('error', { length: 32 }),
    errorDetail: text('error_detail'),
    dedupeKey: text('dedupe_key'),
    sale: jsonb('sale'),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('sale_deliveries_outcome', sql`${t.outcome} in ('pending', 'granted', 'revoked', 'ignored', 'duplicate', 'refused')`),
    uniqueIndex('sale_deliveries_dedupe')
      .on(t.tenantId, t.provider, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * What each transaction gave, so a refund takes back only that (docs/selling.md "Revoking"). A
 * revoke that arrives first leaves the row `revoked` with no products: its approval, when it comes,
 * finds it and grants nothing. `subscription` (Hotmart's subscriber code, Stripe's subscription id)
 * lets a cancellation reach every payment of it; `occurred_at` is when the platform says the state's
 * event happened, which decides between a cancellation and a renewal that cross on the way.
 */
export const sales = pgTable(
  'sales',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    transaction: text('transaction').notNull(),
    subscription: text('subscription'),
    userId: integer('user_id'),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    state: varchar('state', { length: 8 }).notNull(),
    /** The access the grant gave (null: for life), unless a paid period says otherwise. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The latest paid period's end (Stripe's invoices), grace included: wins over expires_at. */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider, t.transaction] }),
    check('sales_state', sql`${t.state} in ('granted', 'revoked')`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('sales_subscription')
      .on(t.tenantId, t.provider, t.subscription)
      .where(sql`${t.subscription} is not null`),
    index('sales_user').on(t.tenantId, t.userId),
  ],
);
