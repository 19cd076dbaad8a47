import type { SaleMessageKey } from '@trilha/shared/sales/messages';
import type { DeliveryOutcome } from '@trilha/shared/sales/constants';
import { findNul } from '../../platform/input-guard';

/**
 * A platform's call as Trilha reads it, whatever the platform (docs/selling.md): what it asks
 * (grant, revoke, nothing) and of which transaction, buyer and product. Stored with the delivery,
 * so the job (and a replay) applies what was verified, not the raw body.
 */
export type SaleEvent = {
  kind: 'grant' | 'revoke' | 'ignore' | 'refuse';
  /** The platform's own name for it (PURCHASE_APPROVED, invoice.paid, grant). */
  event: string;
  /** What makes a repeat a repeat: the transaction and event (Stripe: the event's id). */
  dedupeKey: string;
  /** The sale's key among the platform's: Hotmart's transaction, Stripe's subscription or payment intent. */
  transaction: string | null;
  /** Hotmart's subscriber code, Stripe's subscription: a cancellation reaches every payment of it. */
  subscription: string | null;
  /** A revoke of one transaction, or of everything a subscription paid for. */
  revokes?: 'transaction' | 'subscription';
  email: string | null;
  name: string | null;
  /** The platform's product ids, to map to ours. */
  externalIds: string[];
  /** Our product's id (the generic webhook may name it directly). */
  productId: number | null;
  /** When access ends: undefined takes the product's rule; null is for life. */
  expiresAt?: string | null;
  /** A paid period's end, grace included (Stripe's invoices). */
  periodEnd: string | null;
  /** When the platform says it happened (ISO): orders a cancellation against a renewal. */
  occurredAt: string;
  /** Why an ignored or refused event changes nothing. */
  reason?: SaleMessageKey;
};

/** A platform's verdict on a raw call: its signature first, then its payload. */
export type ReadResult = { ok: true; sale: SaleEvent } | { ok: false; reason: 'signatureInvalid' | 'payloadInvalid' };

export type Headers = Record<string, string | string[] | undefined>;

export type SaleReader = (raw: Buffer, headers: Headers, secret: string) => ReadResult;

/** The outcome a recorded delivery starts with: grants and revokes wait for their job. */
export function initialOutcome(sale: SaleEvent): DeliveryOutcome {
  if (sale.kind === 'grant' || sale.kind === 'revoke') return 'pending';
  return sale.kind === 'ignore' ? 'ignored' : 'refused';
}

/** One header's value (Node gives arrays for repeated headers). */
export const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * `value` when it is a JSON object PostgreSQL can keep, else null. The webhook's body skips the app's
 * JSON parser (its bytes are what is signed), so this does the input guard's part: a string holding
 * a NUL character, which text and jsonb cannot store, makes the payload unreadable (400), not a 500.
 */
export function storable(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return findNul(value) === null ? (value as Record<string, unknown>) : null;
}

/** A JSON object from bytes, or null (not JSON, too deep to parse, not an object, not storable). */
export function jsonObject(raw: Buffer): Record<string, unknown> | null {
  try {
    return storable(JSON.parse(raw.toString('utf8')));
  } catch {
    return null;
  }
}

/** `value` as a record, for reading a payload's nested objects without trusting their shape. */
export const obj = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A string or number field as text, or null. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim().slice(0, 300);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An e-mail as accounts keep them (lowercase, trimmed), or null when it does not look like one. */
export function email(value: unknown): string | null {
  const s = text(value)?.toLowerCase() ?? null;
  return s && s.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? s : null;
}

/** An instant from epoch milliseconds (or seconds when `unit` says so), or null when absent or absurd. */
export function instant(value: unknown, unit: 'ms' | 's' = 'ms'): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const date = new Date(unit === 's' ? value * 1000 : value);
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2200 ? date.toISOString() : null;
}
