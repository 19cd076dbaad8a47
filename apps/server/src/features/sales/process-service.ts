import type { SaleMessageKey } from '@trilha/shared/sales/messages';
import type { DeliveryOutcome, SaleProvider } from '@trilha/shared/sales/constants';
import type { Db } from '../../platform/db/client';
import type { JobWorker } from '../../platform/jobs/worker';
import { schoolMail, type SchoolMail } from '../../platform/mail/school';
import type { TenantRef } from '../../platform/tenancy';
import { findOrCreateAccount, queueWelcomeMail } from '../accounts/public';
import { makeStudents } from '../students/public';
import * as ledger from './ledger-repo';
import * as repo from './repo';
import type { SaleEvent } from './sale-event';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'sales.process': { tenantId: number; deliveryId: number };
  }
}

type Deps = { db: Db; tenants: { byId(id: number): Promise<TenantRef | null> } };
type Settled = { outcome: DeliveryOutcome; error?: SaleMessageKey; errorDetail?: string };
type Apply = { tenantId: number; provider: SaleProvider; sale: SaleEvent; school: SchoolMail | null };

const DAY_MS = 86_400_000;

/**
 * The job behind each grant or revoke (docs/selling.md): the webhook only recorded the delivery, so
 * a slow mail or a busy database never makes the platform wait or retry. Idempotent: a delivery
 * already settled is left alone, and applying one twice (a replay) reaches the same state.
 */
export async function processDelivery(deps: Deps, { tenantId, deliveryId }: { tenantId: number; deliveryId: number }) {
  const delivery = await repo.findDelivery(deps.db, { tenantId, id: deliveryId });
  const sale = delivery?.sale as SaleEvent | null | undefined;
  if (delivery?.outcome !== 'pending' || (sale?.kind !== 'grant' && sale?.kind !== 'revoke')) return;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const school = sale.kind === 'grant' ? await schoolMail(deps.db, deps.tenants, tenantId) : null;
  await deps.db.transaction(async (tx) => {
    const provider = delivery.provider as SaleProvider;
    const settled =
      sale.kind === 'grant'
        ? await grant(tx, { tenantId, provider, sale, school })
        : await revoke(tx, { tenantId, provider, sale, school });
    await repo.settleDelivery(tx, { tenantId, id: deliveryId, ...settled });
  });
}

async function grant(tx: Db, { tenantId, provider, sale, school }: Apply): Promise<Settled> {
  const found =
    sale.productId === null
      ? await repo.mappedProducts(tx, { tenantId, provider, externalIds: sale.externalIds })
      : await repo.productById(tx, { tenantId, productId: sale.productId });
  if (found.length === 0) {
    return {
      outcome: 'refused',
      error: 'productNotMapped',
      errorDetail: sale.productId === null ? sale.externalIds.join(', ') : String(sale.productId),
    };
  }
  if (!sale.email || !sale.transaction) return { outcome: 'refused', error: 'emailMissing' };
  const key = { tenantId, provider, transaction: sale.transaction };
  if (await ledger.revokedBefore(tx, { ...key, subscription: sale.subscription, occurredAt: sale.occurredAt })) {
    return { outcome: 'ignored', error: 'alreadyRevoked' };
  }
  const account = await findOrCreateAccount(tx, { tenantId, email: sale.email, name: sale.name ?? sale.email.split('@')[0] });
  if (!account) throw new Error('the account of a unique e-mail vanished inside its transaction');
  await makeStudents(tx, { tenantId, userIds: [account.id] });
  await ledger.lockStudent(tx, { tenantId, userId: account.id });
  const recorded = await ledger.recordGrant(tx, {
    ...key,
    subscription: sale.subscription,
    userId: account.id,
    productIds: found.map((p) => p.id),
    expiresAt: sale.expiresAt !== undefined ? sale.expiresAt : ruleExpiry(found.map((p) => p.accessDays)),
    periodEnd: sale.periodEnd,
    occurredAt: sale.occurredAt,
  });
  if (!recorded) return { outcome: 'ignored', error: 'alreadyRevoked' };
  for (const product of found) await ledger.settleEnrollment(tx, { tenantId, userId: account.id, productId: product.id });
  // A buyer new to the school gets the welcome mail, whose link signs them in and asks for a password.
  if ((account.created || account.roleless) && account.active && school) {
    await queueWelcomeMail(tx, { tenantId, user: account, schoolName: school.name, origin: school.origin, lang: 'pt' });
  }
  return account.active ? { outcome: 'granted' } : { outcome: 'granted', error: 'accountInactive' };
}

/** The product's own rule for a grant without a date: for life, or its days from now (the longest of several). */
function ruleExpiry(accessDays: (number | null)[]): string | null {
  if (accessDays.some((days) => days === null)) return null;
  return new Date(Date.now() + Math.max(...(accessDays as number[])) * DAY_MS).toISOString();
}

async function revoke(tx: Db, { tenantId, provider, sale }: Apply): Promise<Settled> {
  if (!sale.transaction) return { outcome: 'refused', error: 'payloadInvalid' };
  const taken =
    sale.revokes === 'subscription' && sale.subscription
      ? await ledger.revokeSubscription(tx, { tenantId, provider, subscription: sale.subscription, occurredAt: sale.occurredAt })
      : await ledger.revokeTransaction(tx, { tenantId, provider, transaction: sale.transaction, occurredAt: sale.occurredAt });
  if (taken.length === 0) return { outcome: 'ignored', error: 'nothingToRevoke' };
  for (const { userId, productIds } of taken) {
    await ledger.lockStudent(tx, { tenantId, userId });
    for (const productId of productIds) await ledger.settleEnrollment(tx, { tenantId, userId, productId });
  }
  return { outcome: 'revoked' };
}

export function registerSaleJob(jobs: JobWorker, deps: Deps) {
  jobs.handle('sales.process', (payload) => processDelivery(deps, payload));
}
