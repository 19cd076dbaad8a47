import type { SaleProvider } from '@trilha/shared/sales/constants';
import { defineCache } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import * as repo from './repo';

/** The read itself, shared: a burst's calls that find the entry gone all wait for one read. */
type Entry = { found: Promise<{ secret: string } | null>; until: number };

/** How long another process may go on using an integration staff changed (this one forgets at once). */
const LIFETIME_MS = 2_000;

/**
 * The integration a platform's call names (school, platform, the key in its URL) → its secret, or
 * null when there is none switched on. Platforms send bursts (a launch, a subscription renewal day):
 * each call would otherwise read the same row before its one write (docs/performance.md "Sales").
 * No change notice covers the table, so an entry lives LIFETIME_MS; a save in this process forgets
 * the school's entries at once.
 */
export const integrationCache = defineCache<string, Entry>({
  name: 'sale-integrations',
  what: 'a webhook URL’s integration → its secret',
  where: 'features/sales/integration-cache.ts',
  keyedBy: 'school, platform, key',
  lifetime: { ms: LIFETIME_MS },
  max: 1_000,
});

export function liveIntegration(db: Db, props: { tenantId: number; provider: SaleProvider; key: string }) {
  const entries = integrationCache.of(db);
  const id = `${props.tenantId}:${props.provider}:${props.key}`;
  const kept = entries.get(id);
  if (kept && kept.until > Date.now()) return kept.found;
  const found = repo.findLiveIntegration(db, props);
  const entry = { found, until: Date.now() + LIFETIME_MS };
  entries.set(id, entry);
  // A failed read is not kept: the next call reads again.
  found.catch(() => entries.get(id) === entry && entries.delete(id));
  return found;
}

/** After staff saved one of the school's integrations: its calls are checked against the row again. */
export function forgetIntegrations(db: Db, tenantId: number) {
  integrationCache.of(db).forgetWhere((_entry, key) => key.startsWith(`${tenantId}:`));
}
