import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

/**
 * Every write to the school's banners, carousels or their settings calls this in its transaction:
 * the home caches (docs/home.md) compare it on read, so a change shows at once on every process.
 */
export async function bumpHomeVersion(db: Db, tenantId: number) {
  await db.update(tenants).set({ homeVersion: sql`${tenants.homeVersion} + 1` }).where(eq(tenants.id, tenantId));
}

/** Both versions the home view depends on, in one read. */
export async function readVersions(db: Db, tenantId: number): Promise<{ home: number; catalog: number }> {
  const [row] = await db.select({ home: tenants.homeVersion, catalog: tenants.catalogVersion }).from(tenants).where(eq(tenants.id, tenantId));
  return row ?? { home: 0, catalog: 0 };
}
