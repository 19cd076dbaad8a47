import { eq } from 'drizzle-orm';
import { platformSettings, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export async function findTenantWithSettings(db: Db, props: { tenantId: number }) {
  const [row] = await db
    .select({ tenant: tenants, settings: platformSettings })
    .from(tenants)
    .innerJoin(platformSettings, eq(platformSettings.tenantId, tenants.id))
    .where(eq(tenants.id, props.tenantId))
    .limit(1);
  return row ?? null;
}
export type TenantWithSettings = NonNullable<Awaited<ReturnType<typeof findTenantWithSettings>>>;
