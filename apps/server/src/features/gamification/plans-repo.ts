import { and, asc, eq } from 'drizzle-orm';
import { gamificationPlans, products } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { PermissionRow } from './levels-repo';

const columns = { id: gamificationPlans.id, productId: gamificationPlans.productId, productTitle: products.title };
const joinProduct = and(eq(products.tenantId, gamificationPlans.tenantId), eq(products.id, gamificationPlans.productId));

/** The products whose students score, oldest first; one row per product (the unique key) bounds them. */
export function listPlans(db: Db, { tenantId }: { tenantId: number }): Promise<PermissionRow[]> {
  return db
    .select(columns)
    .from(gamificationPlans)
    .innerJoin(products, joinProduct)
    .where(eq(gamificationPlans.tenantId, tenantId))
    .orderBy(asc(gamificationPlans.id))
    .limit(1_000);
}

/** Adds products; one already there stays (the unique key). Throws the foreign key violation of a product not of the school. */
export async function addPlans(db: Db, { tenantId, productIds }: { tenantId: number; productIds: number[] }) {
  await db
    .insert(gamificationPlans)
    .values(productIds.map((productId) => ({ tenantId, productId })))
    .onConflictDoNothing();
}

export async function deletePlan(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(gamificationPlans)
    .where(and(eq(gamificationPlans.tenantId, tenantId), eq(gamificationPlans.id, id)))
    .returning({ id: gamificationPlans.id });
  return rows.length > 0;
}
