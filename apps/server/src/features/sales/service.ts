import { DELIVERIES_PAGE_SIZE, WEBHOOK_SECRET_MIN, type SaleProvider } from '@trilha/shared/sales/constants';
import type { IntegrationBody } from '@trilha/shared/sales/schemas';
import { enqueue } from '../../platform/jobs/queue';
import type { ActorScope } from '../../platform/request-scope';
import { forgetIntegrations } from './integration-cache';
import { saleError } from './messages';
import * as repo from './repo';
import type { SaleEvent } from './sale-event';

/**
 * The school's integrations with payment platforms as staff set them (docs/selling.md): each one
 * on or off, its secret (kept, never shown again) and which platform product opens which of ours.
 */
type Scope = Pick<ActorScope, 'db' | 'tenantId' | 'lang'>;

export async function listIntegrations(scope: Scope) {
  const [integrations, mappings] = await Promise.all([repo.listIntegrations(scope.db, scope), repo.listMappings(scope.db, scope)]);
  return integrations.map((integration) => ({
    ...integration,
    mappings: mappings
      .filter((m) => m.provider === integration.provider)
      .map(({ external_id, product_id }) => ({ external_id, product_id })),
  }));
}

export async function saveIntegration(scope: Scope, provider: SaleProvider, body: IntegrationBody) {
  // Empty or absent: the saved secret stays (the screen never has it to send back).
  const secret = body.secret === null || body.secret === '' ? undefined : body.secret;
  if (provider === 'webhook' && secret !== undefined && secret.length < WEBHOOK_SECRET_MIN) {
    throw saleError(400, scope.lang, 'webhookSecretShort', 'body.secret');
  }
  const known = await repo.schoolProductIds(scope.db, { tenantId: scope.tenantId, ids: body.mappings.map((m) => m.product_id) });
  const unknown = body.mappings.findIndex((m) => !known.has(m.product_id));
  if (unknown >= 0) throw saleError(400, scope.lang, 'productUnknown', `body.mappings.${unknown}.product_id`);
  const saved = await scope.db.transaction(async (tx) => {
    const row = await repo.saveIntegration(tx, {
      tenantId: scope.tenantId,
      provider,
      enabled: body.enabled,
      secret,
      mappings: body.mappings,
    });
    // Switched on with no secret, sent or saved before: refused, and the transaction undone.
    if (row.enabled && !row.secret) throw saleError(400, scope.lang, 'secretRequired', 'body.secret');
    return row;
  });
  forgetIntegrations(scope.db, scope.tenantId);
  return { ...saved, mappings: body.mappings };
}

/** A page of the deliveries log, newest first; the next page's cursor, or null on the last. */
export async function deliveries(scope: Scope, cursor: number | undefined) {
  const rows = await repo.deliveriesPage(scope.db, { tenantId: scope.tenantId, cursor });
  const page = rows.slice(0, DELIVERIES_PAGE_SIZE);
  return { rows: page, next: rows.length > page.length ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Applies a delivery again (after staff mapped its product, say): back to pending, with a new job.
 * Only a first delivery that asked for a grant or a revoke can be: a duplicate, a refused signature
 * or an event that asks nothing has nothing of its own to apply (409).
 */
export async function replay(scope: Scope, id: number) {
  return scope.db.transaction(async (tx) => {
    const delivery = await repo.findDelivery(tx, { tenantId: scope.tenantId, id });
    if (!delivery) throw saleError(404, scope.lang, 'deliveryNotFound');
    const kind = (delivery.sale as SaleEvent | null)?.kind;
    if ((kind !== 'grant' && kind !== 'revoke') || delivery.dedupeKey === null || delivery.outcome === 'pending')
      throw saleError(409, scope.lang, 'notReplayable');
    await repo.settleDelivery(tx, { tenantId: scope.tenantId, id, outcome: 'pending' });
    await enqueue(tx, 'sales.process', { tenantId: scope.tenantId, deliveryId: id }, { tenantId: scope.tenantId });
    const updated = await repo.findDelivery(tx, { tenantId: scope.tenantId, id });
    if (!updated) throw new Error('a delivery vanished inside its transaction');
    return updated;
  });
}
