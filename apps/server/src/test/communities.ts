import { and, eq } from 'drizzle-orm';
import { communities } from '../db/schema/index';
import type { TestApp } from './harness';

/**
 * A community's columns changed straight in the database, as another process would, then heard:
 * the app keeps communities in memory (docs/caching.md), so a test reads after the notification.
 */
export async function setCommunity(t: TestApp, tenantId: number, communityId: number, values: Partial<typeof communities.$inferInsert>) {
  await t.ctx.db
    .update(communities)
    .set(values)
    .where(and(eq(communities.tenantId, tenantId), eq(communities.id, communityId)));
  await t.heard();
}
