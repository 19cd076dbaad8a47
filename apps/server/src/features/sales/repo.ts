import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DELIVERIES_PAGE_SIZE, SALE_PROVIDERS, type DeliveryOutcome, type SaleProvider } from '@trilha/shared/sales/constants';
import type { SaleMapping } from '@trilha/shared/sales/schemas';
import { products, saleDeliveries, saleIntegrations, saleMappings } from '../../db/schema/index';
import { textArray } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';
import type { SaleEvent } from './sale-event';

type Tenant = { tenantId: number };
type IntegrationKey = Tenant & { provider: SaleProvider };

export type IntegrationRow = { provider: SaleProvider; enabled: boolean; key: string; secret: string | null };

/**
 * The school's three integrations, each made on first read (off, with a random key for its URL):
 * the URL exists before staff turn anything on, so it can be pasted into the platform first.
 */
export async function listIntegrations(db: Db, { tenantId }: Tenant): Promise<IntegrationRow[]> {
  await db
    .insert(saleIntegrations)
    .values(SALE_PROVIDERS.map((provider) => ({ tenantId, provider })))
    .onConflictDoNothing();
  const rows = await db
    .select({
      provider: saleIntegrations.provider,
      enabled: saleIntegrations.enabled,
      key: saleIntegrations.key,
      secret: saleIntegrations.secret,
    })
    .from(saleIntegrations)
    .where(eq(saleIntegrations.tenantId, tenantId));
  return SALE_PROVIDERS.map((provider) => rows.find((r) => r.provider === provider) as IntegrationRow);
}

/** The school's mappings of every provider, by provider then platform code (bounded: SALE_MAPPINGS_MAX each). */
export async function listMappings(db: Db, { tenantId }: Tenant) {
  const rows = await db
    .select({ provider: saleMappings.provider, external_id: saleMappings.externalId, product_id: saleMappings.productId })
    .from(saleMappings)
    .where(eq(saleMappings.tenantId, tenantId))
    .orderBy(asc(saleMappings.provider), asc(saleMappings.externalId));
  return rows as (SaleMapping & { provider: SaleProvider })[];
}

/** Which of `ids` are the school's products. */
export async function schoolProductIds(db: Db, { tenantId, ids }: Tenant & { ids: number[] }) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Saves one integration and replaces its mappings (in the caller's transaction); the row as saved. */
export async function saveIntegration(
  tx: Db,
  {
    tenantId,
    provider,
    enabled,
    secret,
    mappings,
  }: IntegrationKey & { enabled: boolean; secret: string | undefined; mappings: SaleMapping[] },
): Promise<IntegrationRow> {
  const [saved] = await tx
    .insert(saleIntegrations)
    .values({ tenantId, provider, enabled, secret })
    .onConflictDoUpdate({
      target: [saleIntegrations.tenantId, saleIntegrations.provider],
      set: { enabled, ...(secret === undefined ? {} : { secret }), updatedAt: sql`now()` },
    })
    .returning({
      provider: saleIntegrations.provider,
      enabled: saleIntegrations.enabled,
      key: saleIntegrations.key,
      secret: saleIntegrations.secret,
    });
  if (!saved) throw new Error('an upsert returned no row');
  await tx.delete(saleMappings).where(and(eq(saleMappings.tenantId, tenantId), eq(saleMappings.provider, provider)));
  if (mappings.length > 0) {
    await tx.insert(saleMappings).values(mappings.map((m) => ({ tenantId, provider, externalId: m.external_id, productId: m.product_id })));
  }
  return saved as IntegrationRow;
}

/** The integration a call names: on, with a secret, and the key of its URL. */
export async function findLiveIntegration(db: Db, { tenantId, provider, key }: IntegrationKey & { key: string }) {
  const [row] = await db
    .select({ secret: saleIntegrations.secret })
    .from(saleIntegrations)
    .where(
      and(
        eq(saleIntegrations.tenantId, tenantId),
        eq(saleIntegrations.provider, provider),
        eq(saleIntegrations.key, key),
        eq(saleIntegrations.enabled, true),
      ),
    )
    .limit(1);
  return row?.secret ? { secret: row.secret } : null;
}

/** Our products the platform's ids map to, with each one's days of access. */
export async function mappedProducts(db: Db, { tenantId, provider, externalIds }: IntegrationKey & { externalIds: string[] }) {
  if (externalIds.length === 0) return [];
  return db
    .select({ id: products.id, accessDays: products.accessDays })
    .from(saleMappings)
    .innerJoin(products, and(eq(products.tenantId, saleMappings.tenantId), eq(products.id, saleMappings.productId)))
    .where(
      and(
        eq(saleMappings.tenantId, tenantId),
        eq(saleMappings.provider, provider),
        sql`${saleMappings.externalId} = any(${textArray(externalIds)}::text[])`,
      ),
    );
}

/** One of the school's products by our id (the generic webhook may name it), with its days of access. */
export async function productById(db: Db, { tenantId, productId }: Tenant & { productId: number }) {
  return db
    .select({ id: products.id, accessDays: products.accessDays })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .limit(1);
}

// ---- Deliveries ----

type NewDelivery = IntegrationKey & { outcome: DeliveryOutcome; sale: SaleEvent | null; error?: string | null };

/** A refused call: no payload was trusted, so nothing but the refusal is kept, and it has no dedupe key. */
export async function insertRefusal(db: Db, { tenantId, provider, error }: IntegrationKey & { error: string }) {
  await db.insert(saleDeliveries).values({ tenantId, provider, outcome: 'refused', error });
}

/**
 * Records a call read from a verified payload, and its job when it asks for a grant or a revoke, in
 * one statement (atomic on its own, one round trip: the webhook's answer waits on nothing else). The
 * first delivery carries its dedupe key, which the partial unique index keeps one per school and
 * platform; a repeat (the insert finds it taken) is then recorded without it as `duplicate`. The job
 * row is the durable queue's own (platform/jobs/queue.ts), written here by SQL so it shares the
 * statement. False for a repeat.
 */
export async function insertDelivery(db: Db, { tenantId, provider, outcome, sale }: NewDelivery & { sale: SaleEvent }): Promise<boolean> {
  const values = sql`${tenantId}, ${provider}, ${sale.event}, ${sale.transaction}, ${sale.email}, ${sale.reason ?? null}, ${JSON.stringify(sale)}::jsonb`;
  const result = await db.execute(sql`
    with first as (
      insert into sale_deliveries (tenant_id, provider, event, transaction, email, error, sale, outcome, dedupe_key, processed_at)
      values (${values}, ${outcome}, ${sale.dedupeKey}, ${outcome === 'pending' ? null : sql`now()`})
      on conflict (tenant_id, provider, dedupe_key) where dedupe_key is not null do nothing
      returning id),
    job as (
      insert into jobs (queue, payload, tenant_id)
      select 'sales.process', jsonb_build_object('tenantId', ${tenantId}::int, 'deliveryId', first.id), ${tenantId}
        from first where ${outcome === 'pending'}
      returning 1)
    select exists (select 1 from first) as first, (select count(*) from job) as jobs`);
  if (rowsOf<{ first: boolean }>(result)[0]?.first) return true;
  await db.execute(sql`
    insert into sale_deliveries (tenant_id, provider, event, transaction, email, error, sale, outcome, processed_at)
    values (${tenantId}, ${provider}, ${sale.event}, ${sale.transaction}, ${sale.email}, null, ${JSON.stringify(sale)}::jsonb, 'duplicate', now())`);
  return false;
}

export async function findDelivery(db: Db, { tenantId, id }: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(saleDeliveries)
    .where(and(eq(saleDeliveries.tenantId, tenantId), eq(saleDeliveries.id, id)))
    .limit(1);
  return row ?? null;
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/** What the job made of a delivery. */
export async function settleDelivery(
  tx: Db,
  {
    tenantId,
    id,
    outcome,
    error,
    errorDetail,
  }: Tenant & { id: number; outcome: DeliveryOutcome; error?: string | null; errorDetail?: string | null },
) {
  await tx
    .update(saleDeliveries)
    .set({ outcome, error: error ?? null, errorDetail: errorDetail ?? null, processedAt: sql`now()` })
    .where(and(eq(saleDeliveries.tenantId, tenantId), eq(saleDeliveries.id, id)));
}

/** The log, newest first, a page after `cursor` (the last id seen). */
export function deliveriesPage(db: Db, { tenantId, cursor }: Tenant & { cursor?: number }) {
  return db
    .select()
    .from(saleDeliveries)
    .where(and(eq(saleDeliveries.tenantId, tenantId), cursor === undefined ? undefined : lt(saleDeliveries.id, cursor)))
    .orderBy(desc(saleDeliveries.id))
    .limit(DELIVERIES_PAGE_SIZE + 1);
}
