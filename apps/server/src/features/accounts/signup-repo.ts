import { eq, sql } from 'drizzle-orm';
import { platformSettings, signupProducts } from '../../db/schema/index';
import { intArray } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

/** The school's sign-up setting: open or not, and the products a confirmed sign-up receives (by id). */
export async function readSignupSetting(db: Db, { tenantId }: Tenant) {
  const [row] = await db
    .select({
      open: platformSettings.signupOpen,
      productIds: sql<number[]>`coalesce((select array_agg(${signupProducts.productId} order by ${signupProducts.productId})
        from ${signupProducts} where ${signupProducts.tenantId} = ${tenantId}), '{}')`,
    })
    .from(platformSettings)
    .where(eq(platformSettings.tenantId, tenantId))
    .limit(1);
  return row ?? { open: false, productIds: [] };
}

/** Saves the setting; the product ids are the school's (checked by the caller, and by the foreign key). */
export async function saveSignupSetting(tx: Db, { tenantId, open, productIds }: Tenant & { open: boolean; productIds: readonly number[] }) {
  await tx.update(platformSettings).set({ signupOpen: open }).where(eq(platformSettings.tenantId, tenantId));
  await tx.delete(signupProducts).where(eq(signupProducts.tenantId, tenantId));
  if (productIds.length > 0) await tx.insert(signupProducts).values(productIds.map((productId) => ({ tenantId, productId })));
}

/**
 * Starts a confirmed sign-up's account: the student role when it holds none, and the school's
 * sign-up products granted (source `signup`) by each product's access rule, renewing one already held.
 * One statement each, whatever the number of products.
 */
export async function startSignedUpAccount(tx: Db, { tenantId, userId }: Tenant & { userId: number }) {
  await tx.execute(sql`
    insert into user_roles (tenant_id, user_id, role_id)
    select ${tenantId}::int, ${userId}::int, r.id from roles r
     where r.slug = 'student' and not exists (select 1 from user_roles where tenant_id = ${tenantId}::int and user_id = ${userId}::int)
    on conflict do nothing`);
  const granted = await tx.execute(sql`
    insert into enrollments (tenant_id, user_id, product_id, source, expires_at)
    select p.tenant_id, ${userId}::int, p.id, 'signup',
           case when p.access_days is null then null else now() + make_interval(days => p.access_days) end
      from signup_products s join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
     where s.tenant_id = ${tenantId}::int
    on conflict (tenant_id, user_id, product_id) do update set expires_at = excluded.expires_at, source = excluded.source
    returning product_id`);
  return rowsOf<{ product_id: number }>(granted).length;
}

/** The school's products among `ids`: what a setting may name. */
export async function schoolProductIds(db: Db, { tenantId, ids }: Tenant & { ids: readonly number[] }) {
  if (ids.length === 0) return [];
  const rows = await db.execute(sql`select id from products where tenant_id = ${tenantId}::int and id = any(${intArray(ids)}::int[])`);
  return rowsOf<{ id: number }>(rows).map((r) => r.id);
}
