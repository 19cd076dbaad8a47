import { SYSTEM_TITLES } from '@trilha/shared/carousels/schemas';
import { sql } from 'drizzle-orm';
import { carousels } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

/**
 * The five system carousels (types 5 to 9) exist once per school, created on first use so schools
 * made before them and new schools alike have them; a unique index makes parallel calls harmless.
 * New rows go after the school's own carousels.
 */
export async function ensureSystemCarousels(db: Db, tenantId: number) {
  const rows = Object.entries(SYSTEM_TITLES).map(([type, title]) => ({
    tenantId,
    title,
    type: Number(type),
    cardType: 'horizontal',
    order: sql<number>`(select coalesce(max("order"), 0) + ${Number(type) - 4} from ${carousels} where tenant_id = ${tenantId})`,
  }));
  await db.insert(carousels).values(rows).onConflictDoNothing({ target: [carousels.tenantId, carousels.type], where: sql`type >= 5` });
}
