import { createHmac, timingSafeEqual } from 'node:crypto';
import { genericWebhookBody } from '@trilha/shared/sales/schemas';
import { header, jsonObject, type SaleReader } from '../sale-event';

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the generic webhook's caller signs (CONTRACT). */
export function webhookSignature(raw: Buffer | string, secret: string) {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/**
 * The generic webhook (CONTRACT "Selling through a payment platform"): any platform or script that
 * signs its JSON with the school's secret. The comparison takes the same time wherever the
 * signatures differ.
 */
export const readWebhook: SaleReader = (raw, headers, secret) => {
  const given = Buffer.from(header(headers, 'x-trilha-signature') ?? '', 'utf8');
  const expected = Buffer.from(webhookSignature(raw, secret), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signatureInvalid' };
  const parsed = genericWebhookBody.safeParse(jsonObject(raw));
  if (!parsed.success) return { ok: false, reason: 'payloadInvalid' };
  const body = parsed.data;
  return {
    ok: true,
    sale: {
      kind: body.event,
      event: body.event,
      revokes: body.event === 'revoke' ? 'transaction' : undefined,
      dedupeKey: `${body.transaction_id}:${body.event}`,
      transaction: body.transaction_id,
      subscription: null,
      email: body.email,
      name: body.name ?? null,
      externalIds: body.external_id === undefined ? [] : [body.external_id],
      productId: body.product_id ?? null,
      expiresAt: body.expires_at,
      periodEnd: null,
      // The caller says nothing of when: its calls are taken in the order they arrive.
      occurredAt: new Date().toISOString(),
    },
  };
};
