import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { communities, communityProducts, courses, enrollments, productCourses, products, rewards } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { jsonIds } from '../../platform/db/json';

type Tenant = { tenantId: number };
type ProductKey = Tenant & { productId: number };

/**
 * One product of the staff's list with what it opens and how many hold it now. The counts use
 * enrollments_product (tenant, product, user); "now" is the database's, as the access rule's
 * (catalog/policy.ts liveEnrollment).
 */
const productColumns = {
  id: products.id,
  title: products.title,
  status: products.status,
  accessDays: products.accessDays,
  salesUrl: products.salesUrl,
  courseIds: sql<unknown>`coalesce((select json_agg(${productCourses.courseId} order by ${productCourses.courseId}) from ${productCourses}
    where ${productCourses.tenantId} = ${products.tenantId} and ${productCourses.productId} = ${products.id}), '[]'::json)`,
  communityIds: sql<unknown>`coalesce((select json_agg(${communityProducts.communityId} order by ${communityProducts.communityId}) from ${communityProducts}
    where ${communityProducts.tenantId} = ${products.tenantId} and ${communityProducts.productId} = ${products.id}), '[]'::json)`,
  studentsCount: sql<number>`(select count(*)::int from ${enrollments}
    where ${enrollments.tenantId} = ${products.tenantId} and ${enrollments.productId} = ${products.id}
      and (${enrollments.expiresAt} is null or ${enrollments.expiresAt} > now()))`,
};

type SelectedProduct = {
  id: number;
  title: string;
  status: string;
  accessDays: number | null;
  salesUrl: string | null;
  courseIds: unknown;
  communityIds: unknown;
  studentsCount: number;
};
export type ProductRow = Omit<SelectedProduct, 'courseIds' | 'communityIds'> & { courseIds: number[]; communityIds: number[] };

const toRow = (r: SelectedProduct): ProductRow => ({ ...r, courseIds: jsonIds(r.courseIds), communityIds: jsonIds(r.communityIds) });

/** The school's products, oldest first (at most PRODUCTS_MAX: the create refuses more). */
export async function listProducts(db: Db, { tenantId }: Tenant): Promise<ProductRow[]> {
  const rows = await db.select(productColumns).from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.id));
  return rows.map(toRow);
}

export async function findProduct(db: Db, { tenantId, productId }: ProductKey): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Read under the school's lock (service.ts `write`), so two creates cannot pass PRODUCTS_MAX together. */
export async function countProducts(tx: Db, { tenantId }: Tenant) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}

export type ProductValues = { title: string; status: string; accessDays: number | null; salesUrl: string | null };

export async function insertProduct(tx: Db, { tenantId }: Tenant, values: ProductValues) {
  const [row] = await tx
    .insert(products)
    .values({ tenantId, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error('the product just inserted was not returned');
  return row.id;
}

/** True when the product exists (and is now changed). */
export async function updateProductRow(tx: Db, { tenantId, productId }: ProductKey, values: Partial<ProductValues>) {
  const rows = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The product's row locked until the commit: a grant's foreign-key check waits for the delete's decision. */
export async function lockProduct(tx: Db, { tenantId, productId }: ProductKey) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .for('update');
  return rows.length > 0;
}

/** Whether anyone holds the product, live or expired: an enrolment is a student's record. */
export async function hasHolders(tx: Db, { tenantId, productId }: ProductKey) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function isDeliveredByReward(tx: Db, { tenantId, productId }: ProductKey) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.deliverableProductId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes the product; what only it held (its course and community links, plans, marquee, lives' links) cascades. */
export async function deleteProduct(tx: Db, { tenantId, productId }: ProductKey) {
  await tx.delete(products).where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}

export async function schoolCourseIds(db: Db, { tenantId, ids }: Tenant & { ids: number[] }) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, ids)));
  return rows.map((r) => r.id);
}

export async function schoolCommunityIds(db: Db, { tenantId, ids }: Tenant & { ids: number[] }) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.tenantId, tenantId), inArray(communities.id, ids)));
  return rows.map((r) => r.id);
}

/**
 * The courses the product opens become exactly `courseIds`: only the links that change are written,
 * so a save that keeps them sends no change notification to the access caches.
 */
export async function replaceProductCourses(tx: Db, { tenantId, productId, courseIds }: ProductKey & { courseIds: number[] }) {
  await tx
    .delete(productCourses)
    .where(
      and(
        eq(productCourses.tenantId, tenantId),
        eq(productCourses.productId, productId),
        courseIds.length > 0 ? notInArray(productCourses.courseId, courseIds) : undefined,
      ),
    );
  if (courseIds.length > 0)
    await tx
      .insert(productCourses)
      .values(courseIds.map((courseId) => ({ tenantId, productId, courseId })))
      .onConflictDoNothing();
}

/** The communities the product opens become exactly `communityIds`, written as replaceProductCourses. */
export async function replaceProductCommunities(tx: Db, { tenantId, productId, communityIds }: ProductKey & { communityIds: number[] }) {
  await tx
    .delete(communityProducts)
    .where(
      and(
        eq(communityProducts.tenantId, tenantId),
        eq(communityProducts.productId, productId),
        communityIds.length > 0 ? notInArray(communityProducts.communityId, communityIds) : undefined,
      ),
    );
  if (communityIds.length > 0)
    await tx
      .insert(communityProducts)
      .values(communityIds.map((communityId) => ({ tenantId, productId, communityId })))
      .onConflictDoNothing();
}
