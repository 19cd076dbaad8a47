import { sql } from 'drizzle-orm';
import type { SaleProvider } from '@trilha/shared/sales/constants';
import { intArray } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';

/**
 * The sales ledger (docs/selling.md "Granting" and "Revoking"): what each transaction gave, and the
 * enrolment that follows from all of a student's live sales of a product. Statements run inside the
 * job's transaction, after the student's row is locked, so two deliveries for one student apply one
 * after the other.
 */
type SaleKey = { tenantId: number; provider: SaleProvider; transaction: string };

/** Holds the student's row until commit: one student's sales settle one delivery at a time. */
export async function lockStudent(tx: Db, { tenantId, userId }: { tenantId: number; userId: number }) {
  await tx.execute(sql`select 1 from users where tenant_id = ${tenantId} and id = ${userId} for update`);
}

/**
 * Whether a grant of this sale comes too late: its transaction was revoked, or its subscription
 * cancelled at or after the moment the grant happened (a renewal paid after a cancellation is new).
 */
export async function revokedBefore(
  tx: Db,
  { tenantId, provider, transaction, subscription, occurredAt }: SaleKey & { subscription: string | null; occurredAt: string },
) {
  const result = await tx.execute(sql`
    select exists (select 1 from sales where tenant_id = ${tenantId} and provider = ${provider}
                      and transaction = ${transaction} and state = 'revoked')
        or (${subscription}::text is not null and exists (
              select 1 from sales where tenant_id = ${tenantId} and provider = ${provider}
                 and subscription = ${subscription} and state = 'revoked' and occurred_at >= ${occurredAt}::timestamptz)) as revoked`);
  return rowsOf<{ revoked: boolean }>(result)[0]?.revoked ?? false;
}

/**
 * Records what a grant gave. A transaction granted again (Stripe's next invoice of a subscription,
 * PURCHASE_COMPLETE after PURCHASE_APPROVED) keeps its first expiry, moves its paid period forward
 * only, and adds any product it did not yet hold. False when the transaction was revoked meanwhile.
 */
export async function recordGrant(
  tx: Db,
  sale: SaleKey & {
    subscription: string | null;
    userId: number;
    productIds: number[];
    expiresAt: string | null;
    periodEnd: string | null;
    occurredAt: string;
  },
) {
  const result = await tx.execute(sql`
    insert into sales (tenant_id, provider, transaction, subscription, user_id, product_ids, state, expires_at, period_end, occurred_at)
    values (${sale.tenantId}, ${sale.provider}, ${sale.transaction}, ${sale.subscription}, ${sale.userId},
            ${intArray(sale.productIds)}::int[], 'granted', ${sale.expiresAt}::timestamptz, ${sale.periodEnd}::timestamptz,
            ${sale.occurredAt}::timestamptz)
    on conflict (tenant_id, provider, transaction) do update set
      user_id = excluded.user_id,
      subscription = coalesce(sales.subscription, excluded.subscription),
      product_ids = array(select distinct p from unnest(sales.product_ids || excluded.product_ids) as p order by p),
      period_end = greatest(sales.period_end, excluded.period_end),
      occurred_at = greatest(sales.occurred_at, excluded.occurred_at),
      updated_at = now()
    where sales.state = 'granted'
    returning 1 as ok`);
  return rowsOf(result).length > 0;
}

export type Revoked = { userId: number; productIds: number[] };

/**
 * Marks one transaction revoked, making its row when none exists yet (a refund that overtook its
 * approval: the approval then grants nothing). The grants it took back: none when it was already
 * revoked or never granted.
 */
export async function revokeTransaction(tx: Db, { tenantId, provider, transaction, occurredAt }: SaleKey & { occurredAt: string }) {
  // Two statements: a CTE's read of the row would not see it once the same statement's upsert moved it.
  const before = rowsOf<{ state: string; userId: number | null; productIds: number[] }>(
    await tx.execute(sql`
      select state, user_id as "userId", product_ids as "productIds" from sales
       where tenant_id = ${tenantId} and provider = ${provider} and transaction = ${transaction} for update`),
  )[0];
  await tx.execute(sql`
    insert into sales (tenant_id, provider, transaction, state, occurred_at)
    values (${tenantId}, ${provider}, ${transaction}, 'revoked', ${occurredAt}::timestamptz)
    on conflict (tenant_id, provider, transaction) do update set state = 'revoked', updated_at = now()`);
  return before?.state === 'granted' && before.userId !== null ? [{ userId: before.userId, productIds: before.productIds }] : [];
}

/**
 * Ends a subscription: every payment of it granted before `occurredAt` is revoked, and a marker
 * row remembers the cancellation so a renewal paid earlier but delivered later grants nothing.
 */
export async function revokeSubscription(
  tx: Db,
  { tenantId, provider, subscription, occurredAt }: { tenantId: number; provider: SaleProvider; subscription: string; occurredAt: string },
): Promise<Revoked[]> {
  const result = await tx.execute(sql`
    update sales set state = 'revoked', updated_at = now()
     where tenant_id = ${tenantId} and provider = ${provider} and subscription = ${subscription}
       and state = 'granted' and occurred_at <= ${occurredAt}::timestamptz and user_id is not null
    returning user_id as "userId", product_ids as "productIds"`);
  await tx.execute(sql`
    insert into sales (tenant_id, provider, transaction, subscription, state, occurred_at)
    values (${tenantId}, ${provider}, ${`cancelled:${subscription}`}, ${subscription}, 'revoked', ${occurredAt}::timestamptz)
    on conflict (tenant_id, provider, transaction) do update set occurred_at = greatest(sales.occurred_at, excluded.occurred_at)`);
  return rowsOf<Revoked>(result);
}

type Holding = { tenantId: number; userId: number; productId: number };

/**
 * Makes the student's enrolment in a product what their sales say (docs/selling.md "Revoking"):
 * - live sales: the enrolment is the sales' (source `sale`), open until the latest of their ends
 *   (a paid period wins over a grant's expiry); a grant it takes over (manual, import…) is kept
 *   aside in `prior_*` and its own end counts too, so a sale never shortens access;
 * - no live sale: a `sale` enrolment goes back to the grant it took over, or is deleted. Any other
 *   source (staff granted the product by hand since) stays as it is.
 */
export async function settleEnrollment(tx: Db, { tenantId, userId, productId }: Holding) {
  await tx.execute(sql`
    with live as (
      select count(*) as n, bool_or(coalesce(period_end, expires_at) is null) as forever,
             max(coalesce(period_end, expires_at)) as until
        from sales
       where tenant_id = ${tenantId} and user_id = ${userId} and state = 'granted' and ${productId} = any(product_ids)),
    ends as (select case when forever then null else until end as sold_until, n from live),
    current as (
      select source, expires_at, prior_source, prior_expires_at from enrollments
       where tenant_id = ${tenantId} and user_id = ${userId} and product_id = ${productId} for update),
    granted as (
      insert into enrollments (tenant_id, user_id, product_id, source, expires_at)
      select ${tenantId}, ${userId}, ${productId}, 'sale', sold_until from ends where n > 0
      on conflict (tenant_id, user_id, product_id) do update set
        source = 'sale',
        prior_source = case when enrollments.source = 'sale' then enrollments.prior_source else enrollments.source end,
        prior_expires_at = case when enrollments.source = 'sale' then enrollments.prior_expires_at else enrollments.expires_at end,
        expires_at = case
          when enrollments.source <> 'sale' then
            case when enrollments.expires_at is null or excluded.expires_at is null then null
                 else greatest(enrollments.expires_at, excluded.expires_at) end
          when enrollments.prior_source is null then excluded.expires_at
          when enrollments.prior_expires_at is null or excluded.expires_at is null then null
          else greatest(enrollments.prior_expires_at, excluded.expires_at) end
      returning 1),
    restored as (
      update enrollments e set source = c.prior_source, expires_at = c.prior_expires_at, prior_source = null, prior_expires_at = null
        from current c, ends
       where ends.n = 0 and c.source = 'sale' and c.prior_source is not null
         and e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.product_id = ${productId}
      returning 1)
    delete from enrollments e using current c, ends
     where ends.n = 0 and c.source = 'sale' and c.prior_source is null
       and e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.product_id = ${productId}`);
}
