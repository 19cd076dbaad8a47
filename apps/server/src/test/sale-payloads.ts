import Stripe from 'stripe';
import { webhookSignature } from '../features/sales/providers/webhook';

/**
 * Payment platforms' calls in the shapes their documentation records (Hotmart's webhook 2.0.0,
 * Stripe's events of API version 2025-03-31), with their real field names, signed as each platform
 * signs them. Shared by the sales tests, the end-to-end test and the benchmark.
 */

type Buyer = { email: string; name?: string };

/** A Hotmart purchase event (PURCHASE_APPROVED, PURCHASE_COMPLETE, PURCHASE_REFUNDED…). */
export function hotmartPurchase(p: {
  event: string;
  transaction: string;
  productId: number;
  buyer: Buyer;
  approvedAt?: number;
  createdAt?: number;
  subscriberCode?: string;
}) {
  const created = p.createdAt ?? Date.now();
  return {
    id: crypto.randomUUID(),
    creation_date: created,
    event: p.event,
    version: '2.0.0',
    data: {
      product: { id: p.productId, ucode: 'fb056612-bcc6-4217-9e6d-2a5d1110ac2f', name: 'Produto', has_co_production: false },
      affiliates: [{ affiliate_code: 'Q58388177J', name: 'Affiliate name' }],
      buyer: {
        email: p.buyer.email,
        name: p.buyer.name ?? 'Comprador Teste',
        first_name: (p.buyer.name ?? 'Comprador Teste').split(' ')[0],
        checkout_phone: '99999999900',
        document: '69526128664',
        document_type: 'CPF',
      },
      producer: { name: 'Producer Test Name' },
      commissions: [
        { value: 149.5, source: 'MARKETPLACE', currency_value: 'BRL' },
        { value: 1350.5, source: 'PRODUCER', currency_value: 'BRL' },
      ],
      purchase: {
        approved_date: p.approvedAt ?? created,
        full_price: { value: 1500, currency_value: 'BRL' },
        price: { value: 1500, currency_value: 'BRL' },
        checkout_country: { name: 'Brasil', iso: 'BR' },
        order_bump: { is_order_bump: false },
        original_offer_price: { value: 1500, currency_value: 'BRL' },
        order_date: created - 2_000,
        status: p.event === 'PURCHASE_REFUNDED' ? 'REFUNDED' : p.event === 'PURCHASE_CANCELED' ? 'CANCELED' : 'APPROVED',
        transaction: p.transaction,
        payment: { installments_number: 1, type: 'CREDIT_CARD' },
        offer: { code: 'test' },
      },
      ...(p.subscriberCode
        ? { subscription: { status: 'ACTIVE', plan: { id: 123, name: 'plano de teste' }, subscriber: { code: p.subscriberCode } } }
        : {}),
    },
  };
}

/** Hotmart's SUBSCRIPTION_CANCELLATION: the subscriber's code, no transaction. */
export function hotmartCancellation(p: { subscriberCode: string; productId: number; buyer: Buyer; cancelledAt?: number }) {
  const cancelled = p.cancelledAt ?? Date.now();
  return {
    id: crypto.randomUUID(),
    creation_date: cancelled + 500,
    event: 'SUBSCRIPTION_CANCELLATION',
    version: '2.0.0',
    data: {
      date_next_charge: cancelled + 30 * 86_400_000,
      product: { name: 'Produto', id: p.productId },
      actual_recurrence_value: 64.9,
      subscriber: { code: p.subscriberCode, name: p.buyer.name ?? 'Comprador Teste', email: p.buyer.email },
      subscription: { id: 4148584, plan: { name: 'Plano mensal', id: 114680 } },
      cancellation_date: cancelled,
    },
  };
}

/** A Stripe event around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A Checkout Session that came from a Payment Link (what checkout.session.completed carries). */
export function stripeCheckoutSession(p: { paymentLink: string; buyer: Buyer; paymentIntent?: string; subscription?: string }) {
  return {
    id: `cs_test_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'checkout.session',
    amount_subtotal: 19700,
    amount_total: 19700,
    currency: 'brl',
    customer: 'cus_Qx1',
    customer_details: {
      address: { country: 'BR' },
      email: p.buyer.email,
      name: p.buyer.name ?? 'Compradora Stripe',
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    customer_email: null,
    livemode: false,
    metadata: {},
    mode: p.subscription ? 'subscription' : 'payment',
    payment_intent: p.subscription ? null : (p.paymentIntent ?? 'pi_3Qx1'),
    payment_link: p.paymentLink,
    payment_status: 'paid',
    status: 'complete',
    subscription: p.subscription ?? null,
  };
}

/** A subscription's invoice, paid (invoice.paid), in the 2025 shape: its subscription under `parent`, prices under `pricing`. */
export function stripeInvoice(p: { subscription: string; price: string; buyer: Buyer; periodEnd: number }) {
  return {
    id: `in_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    customer: 'cus_Qx1',
    customer_email: p.buyer.email,
    customer_name: p.buyer.name ?? 'Compradora Stripe',
    amount_paid: 4900,
    currency: 'brl',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { metadata: {}, subscription: p.subscription } },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          object: 'line_item',
          amount: 4900,
          period: { start: p.periodEnd - 30 * 86_400, end: p.periodEnd },
          pricing: { type: 'price_details', price_details: { price: p.price, product: 'prod_Q1' }, unit_amount_decimal: '4900' },
        },
      ],
      has_more: false,
    },
  };
}

/** A charge refunded in whole (charge.refunded; `refunded` false for a partial refund). */
export function stripeCharge(p: { paymentIntent: string; email: string; refunded?: boolean }) {
  return {
    id: `ch_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'charge',
    amount: 19700,
    amount_refunded: p.refunded === false ? 5000 : 19700,
    billing_details: { email: p.email, name: 'Compradora Stripe' },
    currency: 'brl',
    paid: true,
    payment_intent: p.paymentIntent,
    receipt_email: p.email,
    refunded: p.refunded ?? true,
    status: 'succeeded',
  };
}

/** A subscription that ended (customer.subscription.deleted). */
export function stripeSubscription(p: { id: string; endedAt?: number }) {
  const ended = p.endedAt ?? Math.floor(Date.now() / 1000);
  return { id: p.id, object: 'subscription', status: 'canceled', canceled_at: ended, ended_at: ended, customer: 'cus_Qx1' };
}

/** Stripe's `Stripe-Signature` header for a body, as Stripe signs it (its library's own test helper). */
export function stripeSignature(body: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

export { webhookSignature };
