import { STRIPE_TOLERANCE_SECONDS, SUBSCRIPTION_GRACE_DAYS } from '@trilha/shared/sales/constants';
import Stripe from 'stripe';
import { email, header, instant, obj, storable, text, type SaleEvent, type SaleReader } from '../sale-event';

/**
 * Stripe's signed events (docs/selling.md "Stripe"). The signature (`Stripe-Signature`, with its
 * timestamp) is checked by Stripe's own library on the raw bytes; the objects are read field by
 * field because their shape moves between API versions (an invoice's subscription and a line's
 * price moved under `parent` and `pricing` in 2025).
 */
export const readStripe: SaleReader = (raw, headers, secret) => {
  const signature = header(headers, 'stripe-signature') ?? '';
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret, STRIPE_TOLERANCE_SECONDS);
  } catch (error) {
    return { ok: false, reason: error instanceof Stripe.errors.StripeSignatureVerificationError ? 'signatureInvalid' : 'payloadInvalid' };
  }
  const body = storable(event);
  if (!body) return { ok: false, reason: 'payloadInvalid' };
  const id = text(body.id);
  const type = text(body.type);
  if (!id || !type) return { ok: false, reason: 'payloadInvalid' };
  return { ok: true, sale: stripeSale(type, id, obj(obj(body.data).object), instant(body.created, 's') ?? new Date().toISOString()) };
};

const DAY_MS = 86_400_000;

function stripeSale(type: string, id: string, object: Record<string, unknown>, created: string): SaleEvent {
  const base: SaleEvent = {
    kind: 'ignore',
    reason: 'eventIgnored',
    event: type,
    dedupeKey: id,
    transaction: null,
    subscription: null,
    email: null,
    name: null,
    externalIds: [],
    productId: null,
    periodEnd: null,
    occurredAt: created,
  };
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutSale(base, object);
    case 'invoice.paid':
      return invoiceSale(base, object);
    case 'charge.refunded': {
      const transaction = text(object.payment_intent) ?? text(object.id);
      const billing = obj(object.billing_details);
      const sale = { ...base, transaction, email: email(billing.email) ?? email(object.receipt_email) };
      // Stripe sends charge.refunded for a partial refund too; only a whole refund takes access back.
      if (object.refunded !== true) return { ...sale, reason: 'partialRefund' };
      return transaction
        ? { ...sale, kind: 'revoke', revokes: 'transaction', reason: undefined }
        : { ...sale, kind: 'refuse', reason: 'payloadInvalid' };
    }
    case 'customer.subscription.deleted': {
      const subscription = text(object.id);
      if (!subscription) return { ...base, kind: 'refuse', reason: 'payloadInvalid' };
      const ended = instant(object.ended_at, 's') ?? instant(object.canceled_at, 's');
      return {
        ...base,
        kind: 'revoke',
        revokes: 'subscription',
        reason: undefined,
        transaction: subscription,
        subscription,
        occurredAt: ended ?? created,
      };
    }
    default:
      return base;
  }
}

/** A Checkout Session paid (or paid later, for boleto and the like): the payment link names the product. */
function checkoutSale(base: SaleEvent, session: Record<string, unknown>): SaleEvent {
  const customer = obj(session.customer_details);
  const subscription = session.mode === 'subscription' ? text(session.subscription) : null;
  const transaction = subscription ?? text(session.payment_intent) ?? text(session.id);
  const sale: SaleEvent = {
    ...base,
    transaction,
    subscription,
    email: email(customer.email) ?? email(session.customer_email),
    name: text(customer.name),
    externalIds: [text(session.payment_link)].filter((x): x is string => x !== null),
  };
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return { ...sale, reason: 'paymentPending' };
  if (!sale.email) return { ...sale, kind: 'refuse', reason: 'emailMissing' };
  return { ...sale, kind: 'grant', reason: undefined };
}

/** A subscription's invoice paid: access until the period's end (and a few days' grace), each price mapped. */
function invoiceSale(base: SaleEvent, invoice: Record<string, unknown>): SaleEvent {
  const subscription = text(invoice.subscription) ?? text(obj(obj(invoice.parent).subscription_details).subscription);
  const lines = Array.isArray(obj(invoice.lines).data) ? (obj(invoice.lines).data as unknown[]).map(obj) : [];
  const prices = lines.map((line) => text(obj(line.price).id) ?? text(obj(obj(line.pricing).price_details).price));
  const ends = lines.map((line) => instant(obj(line.period).end, 's')).filter((x): x is string => x !== null);
  const periodEnd = ends.length === 0 ? null : new Date(Math.max(...ends.map(Date.parse)) + SUBSCRIPTION_GRACE_DAYS * DAY_MS).toISOString();
  const sale: SaleEvent = {
    ...base,
    transaction: subscription,
    subscription,
    email: email(invoice.customer_email),
    name: text(invoice.customer_name),
    externalIds: [...new Set(prices.filter((x): x is string => x !== null))],
    periodEnd,
  };
  if (!subscription) return { ...sale, reason: 'noSubscription' };
  if (!sale.email) return { ...sale, kind: 'refuse', reason: 'emailMissing' };
  return { ...sale, kind: 'grant', reason: undefined };
}
