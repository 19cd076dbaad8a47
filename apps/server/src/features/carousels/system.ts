import { SYSTEM_TITLES } from '@trilha/shared/carousels/schemas';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { carousels } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { bumpHomeVersion } from '../../platform/content-versions';

const SYSTEM_COUNT = Object.keys(SYSTEM_TITLES).length;

/**
 * The five system carousels (types 5 to 9) exist once per school, created on first use so schools
 * made before them and new schools alike have them; a unique index makes parallel calls harmless.
 * New rows go after the school's own carousels. A read answers the common case (all there) without
 * writing; creating rows changes the home, so it bumps the home version with them.
 */
export async function ensureSystemCarousels(db: Db, tenantId: number) {
  const [existing] = await db
    .select({ n: count() })
    .from(carousels)
    .where(and(eq(carousels.tenantId, tenantId), gte(carousels.type, 5)));
  if ((existing?.n ?? 0) >= SYSTEM_COUNT) return;
  const rows = Object.entries(SYSTEM_TITLES).map(([type, title]) => ({
    tenantId,
    title,
    type: Number(type),
    cardType: 'horizontal',
    order: sql<number>`(select coalesce(max("order"), 0) + ${Number(type) - 4} from ${carousels} where tenant_id = ${tenantId})`,
  }));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(carousels)
      .values(rows)
      .onConflictDoNothing({ target: [carousels.tenantId, carousels.type], where: sql`type >= 5` })
      .returning({ id: carousels.id });
    if (created.length > 0) await bumpHomeVersion(tx, tenantId);
  });
}
