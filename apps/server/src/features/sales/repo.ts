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

/** A refused call: no payload was trusted, so nothing but the refusal is kept, and it has no dedupe key. */
export async function insertRefusal(db: Db, { tenantId, provider, error }: IntegrationKey & { error: string }) {
  await db.insert(saleDeliveries).values({ tenantId, provider, outcome: 'refused', error });
}

export type AcceptedCall = IntegrationKey & { outcome: DeliveryOutcome; sale: SaleEvent };

/** The columns a call's delivery row takes from it, read back by `jsonb_to_recordset` in one parameter. */
const callColumns = sql.raw(`ord int, tenant_id int, provider varchar, event text, transaction text, email text,
  error varchar, sale jsonb, outcome varchar, dedupe_key text`);

const callRecords = (calls: AcceptedCall[], keep: (index: number) => boolean) =>
  JSON.stringify(
    calls
      .map(({ tenantId, provider, outcome, sale }, ord) => ({
        ord,
        tenant_id: tenantId,
        provider,
        event: sale.event,
        transaction: sale.transaction,
        email: sale.email,
        error: sale.reason ?? null,
        sale,
        outcome,
        dedupe_key: sale.dedupeKey,
      }))
      .filter((_, ord) => keep(ord)),
  );

/**
 * Records calls read from verified payloads, and a job for each that asks for a grant or a revoke,
 * in one statement (atomic on its own: the webhook's answer waits on nothing else). Several calls go
 * in one statement when they arrive together (receive-service.ts coalesces them). The first delivery
 * of a transaction carries its dedupe key, which the partial unique index keeps one per school and
 * platform; a repeat (the key already taken, or taken earlier in the same statement) is then recorded
 * without it as `duplicate`. The job rows are the durable queue's own (platform/jobs/queue.ts),
 * written here by SQL so they share the statement. Per call: false for a repeat.
 */
export async function insertDeliveries(db: Db, calls: AcceptedCall[]): Promise<boolean[]> {
  const result = await db.execute(sql`
    with call as (
      select * from jsonb_to_recordset(${callRecords(calls, () => true)}::jsonb) as r(${callColumns})),
    first as (
      insert into sale_deliveries (tenant_id, provider, event, transaction, email, error, sale, outcome, dedupe_key, processed_at)
      select tenant_id, provider, event, transaction, email, error, sale, outcome, dedupe_key,
             case when outcome = 'pending' then null else now() end
        from call order by ord
      on conflict (tenant_id, provider, dedupe_key) where dedupe_key is not null do nothing
      returning id, tenant_id, provider, dedupe_key, outcome),
    job as (
      insert into jobs (queue, payload, tenant_id)
      select 'sales.process', jsonb_build_object('tenantId', tenant_id, 'deliveryId', id), tenant_id
        from first where outcome = 'pending'
      returning 1)
    select tenant_id, provider, dedupe_key from first`);
  const taken = new Set(rowsOf<{ tenant_id: number; provider: string; dedupe_key: string }>(result).map(callKey));
  // Of several calls with one key in the statement, the first in order is the one the insert kept.
  const keys = calls.map(({ tenantId, provider, sale }) => callKey({ tenant_id: tenantId, provider, dedupe_key: sale.dedupeKey }));
  const firstOf = new Map<string, number>();
  keys.forEach((key, i) => firstOf.has(key) || firstOf.set(key, i));
  const isFirst = keys.map((key, i) => taken.has(key) && firstOf.get(key) === i);
  if (isFirst.some((first) => !first)) {
    await db.execute(sql`
      insert into sale_deliveries (tenant_id, provider, event, transaction, email, sale, outcome, processed_at)
      select tenant_id, provider, event, transaction, email, sale, 'duplicate', now()
        from jsonb_to_recordset(${callRecords(calls, (i) => !isFirst[i])}::jsonb) as r(${callColumns})
        order by ord`);
  }
  return isFirst;
}

const callKey = (row: { tenant_id: number; provider: string; dedupe_key: string }) => `${row.tenant_id}:${row.provider}:${row.dedupe_key}`;

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
