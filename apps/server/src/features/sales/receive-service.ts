import type { SaleProvider } from '@trilha/shared/sales/constants';
import type { Language } from '@trilha/shared/platform/languages';
import type { Db } from '../../platform/db/client';
import { coalescing } from '../../platform/db/coalesce';
import { liveIntegration } from './integration-cache';
import { saleError } from './messages';
import { saleReaders } from './providers/index';
import * as repo from './repo';
import { initialOutcome, type Headers } from './sale-event';

type Call = { tenantId: number; lang: Language; provider: SaleProvider; key: string; raw: Buffer; headers: Headers };

/** Refused calls logged per integration and minute in this process: a flood of forgeries fills no table. */
const REFUSALS_LOGGED_PER_MINUTE = 30;
const refusals = new Map<string, { minute: number; count: number }>();

function mayLogRefusal(tenantId: number, provider: SaleProvider) {
  const minute = Math.floor(Date.now() / 60_000);
  const key = `${tenantId}:${provider}`;
  const seen = refusals.get(key);
  if (!seen || seen.minute !== minute) {
    if (refusals.size > 10_000) refusals.clear();
    refusals.set(key, { minute, count: 1 });
    return true;
  }
  seen.count += 1;
  return seen.count <= REFUSALS_LOGGED_PER_MINUTE;
}

/** Calls that arrive together are recorded by one statement (platform/db/coalesce.ts); at most this many. */
const CALLS_PER_STATEMENT = 200;
const writers = new WeakMap<Db, (call: repo.AcceptedCall) => Promise<boolean>>();

/** This database's writer of deliveries: each app (and each test's) has its own. */
function deliveryWriter(db: Db) {
  let writer = writers.get(db);
  if (!writer) {
    writer = coalescing((calls: repo.AcceptedCall[]) => repo.insertDeliveries(db, calls), { max: CALLS_PER_STATEMENT });
    writers.set(db, writer);
  }
  return writer;
}

/**
 * A platform's call (CONTRACT "Selling through a payment platform"): verified on its raw bytes,
 * then recorded with its job in one statement, and answered. The grant itself runs in the job
 * (process-service.ts), so the platform hears back in milliseconds whatever the grant costs.
 * A bad signature is 401 and changes nothing but the log; a repeat is 200 and recorded as such.
 */
export async function receive(db: Db, call: Call): Promise<void> {
  const { tenantId, provider } = call;
  const integration = await liveIntegration(db, { tenantId, provider, key: call.key });
  if (!integration) throw saleError(404, call.lang, 'integrationNotFound');
  const read = saleReaders[provider](call.raw, call.headers, integration.secret);
  if (!read.ok) {
    if (mayLogRefusal(tenantId, provider)) {
      await repo.insertRefusal(db, { tenantId, provider, error: read.reason });
    }
    throw saleError(read.reason === 'signatureInvalid' ? 401 : 400, call.lang, read.reason);
  }
  await deliveryWriter(db)({ tenantId, provider, outcome: initialOutcome(read.sale), sale: read.sale });
}
