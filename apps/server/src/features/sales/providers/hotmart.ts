import { createHash, timingSafeEqual } from 'node:crypto';
import { email, header, instant, jsonObject, obj, text, type SaleEvent, type SaleReader } from '../sale-event';

/**
 * Hotmart's webhook, version 2.0.0 (docs/selling.md "Hotmart"): the school's hottok arrives in the
 * `X-HOTMART-HOTTOK` header; the body is `{ id, creation_date, event, version, data }`.
 */
const GRANTS = new Set(['PURCHASE_APPROVED', 'PURCHASE_COMPLETE']);
const REVOKES = new Set(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED']);
const CANCELS_SUBSCRIPTION = 'SUBSCRIPTION_CANCELLATION';

/** Equal strings, in time that does not depend on where they differ (both hashed to one length first). */
export function sameSecret(given: string, secret: string) {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export const readHotmart: SaleReader = (raw, headers, secret) => {
  const hottok = header(headers, 'x-hotmart-hottok');
  if (!hottok || !sameSecret(hottok, secret)) return { ok: false, reason: 'signatureInvalid' };
  const body = jsonObject(raw);
  const event = body && text(body.event);
  if (!body || !event) return { ok: false, reason: 'payloadInvalid' };
  return { ok: true, sale: hotmartSale(body, event) };
};

function hotmartSale(body: Record<string, unknown>, event: string): SaleEvent {
  const data = obj(body.data);
  const purchase = obj(data.purchase);
  const product = text(obj(data.product).id);
  const created = instant(body.creation_date) ?? new Date().toISOString();
  const base = {
    event,
    externalIds: product ? [product] : [],
    productId: null,
    periodEnd: null,
    name: null,
  };

  if (event === CANCELS_SUBSCRIPTION) {
    const subscriber = obj(data.subscriber);
    const code = text(subscriber.code);
    if (!code) return refuse(body, event, created);
    return {
      ...base,
      kind: 'revoke',
      revokes: 'subscription',
      dedupeKey: `${code}:${event}`,
      transaction: code,
      subscription: code,
      email: email(subscriber.email),
      occurredAt: instant(data.cancellation_date) ?? created,
    };
  }

  const transaction = text(purchase.transaction);
  const buyer = obj(data.buyer);
  const subscription = text(obj(obj(data.subscription).subscriber).code);
  if (!GRANTS.has(event) && !REVOKES.has(event)) {
    return {
      ...base,
      kind: 'ignore',
      reason: 'eventIgnored',
      dedupeKey: transaction ? `${transaction}:${event}` : `id:${text(body.id) ?? created}`,
      transaction,
      subscription,
      email: email(buyer.email),
      occurredAt: created,
    };
  }
  if (!transaction) return refuse(body, event, created);
  const sale = { ...base, dedupeKey: `${transaction}:${event}`, transaction, subscription, email: email(buyer.email) };
  if (REVOKES.has(event)) return { ...sale, kind: 'revoke', revokes: 'transaction', occurredAt: created };
  if (!sale.email) return { ...sale, kind: 'refuse', reason: 'emailMissing', occurredAt: created };
  // A purchase's time is its approval; a renewal approved after a cancellation is a new start.
  return { ...sale, kind: 'grant', name: text(buyer.name), occurredAt: instant(purchase.approved_date) ?? created };
}

/** A purchase event without the transaction it is about: nothing to grant or revoke. */
function refuse(body: Record<string, unknown>, event: string, created: string): SaleEvent {
  return {
    kind: 'refuse',
    reason: 'payloadInvalid',
    event,
    dedupeKey: `id:${text(body.id) ?? created}`,
    transaction: null,
    subscription: null,
    email: null,
    name: null,
    externalIds: [],
    productId: null,
    periodEnd: null,
    occurredAt: created,
  };
}
