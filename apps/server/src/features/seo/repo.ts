import { eq } from 'drizzle-orm';
import { platformSettings, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export async function updateTenantSeo(db: Db, props: { tenantId: number; name: string; description: string }) {
  const [row] = await db
    .update(tenants)
    .set({ name: props.name, description: props.description })
    .where(eq(tenants.id, props.tenantId))
    .returning({ name: tenants.name, description: tenants.description });
  return row ?? null;
}

/** What the served HTML head needs for one school: one query per cache miss. */
export async function findSeoHead(db: Db, props: { tenantId: number }) {
  const [row] = await db
    .select({
      name: tenants.name,
      description: tenants.description,
      logoHorizontal: platformSettings.logoHorizontal,
      logoSquare: platformSettings.logoSquare,
      favicon: platformSettings.favicon,
    })
    .from(tenants)
    .leftJoin(platformSettings, eq(platformSettings.tenantId, tenants.id))
    .where(eq(tenants.id, props.tenantId))
    .limit(1);
  return row ?? null;
}
export type SeoHead = NonNullable<Awaited<ReturnType<typeof findSeoHead>>>;
