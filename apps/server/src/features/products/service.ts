import { PRODUCTS_MAX } from '@trilha/shared/products/constants';
import type { ProductCreateBody, ProductUpdateBody } from '@trilha/shared/products/schemas';
import { bumpCatalogVersion } from '../../platform/content-versions';
import type { Db } from '../../platform/db/client';
import type { RequestScope } from '../../platform/request-scope';
import { productBadRequest, productConflict, productNotFound } from './messages';
import * as repo from './repo';

/**
 * The school's products (docs/people-and-access.md "Products"): what a student holds, and what it
 * opens. Every write runs in one transaction that first bumps the school's catalog version: its
 * UPDATE holds the school's row until the commit, so product writes of a school queue behind one
 * another (the count under PRODUCTS_MAX stays true), and students' next screen shows the change in
 * the courses they may open; the communities' access caches forget by the change feed (docs/caching.md).
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

function write<T>(scope: Scope, work: (tx: Db) => Promise<T>) {
  return scope.db.transaction(async (tx) => {
    await bumpCatalogVersion(tx, scope.tenantId);
    return work(tx);
  });
}

export const listProducts = (scope: Scope) => repo.listProducts(scope.db, { tenantId: scope.tenantId });

export async function readProduct(scope: Scope, productId: number) {
  const product = await repo.findProduct(scope.db, { tenantId: scope.tenantId, productId });
  if (!product) throw productNotFound(scope.lang);
  return product;
}

/** Every id must be one of the school's: another school's course is as unknown as a missing one. */
async function checkedLinks(scope: Scope, body: { course_ids?: number[]; community_ids?: number[] }) {
  const { tenantId } = scope;
  const [courses, communities] = await Promise.all([
    body.course_ids ? repo.schoolCourseIds(scope.db, { tenantId, ids: body.course_ids }) : undefined,
    body.community_ids ? repo.schoolCommunityIds(scope.db, { tenantId, ids: body.community_ids }) : undefined,
  ]);
  if (body.course_ids && courses?.length !== body.course_ids.length)
    throw productBadRequest(scope.lang, 'courseUnknown', 'body.course_ids');
  if (body.community_ids && communities?.length !== body.community_ids.length)
    throw productBadRequest(scope.lang, 'communityUnknown', 'body.community_ids');
}

async function writeLinks(tx: Db, key: { tenantId: number; productId: number }, body: { course_ids?: number[]; community_ids?: number[] }) {
  if (body.course_ids) await repo.replaceProductCourses(tx, { ...key, courseIds: body.course_ids });
  if (body.community_ids) await repo.replaceProductCommunities(tx, { ...key, communityIds: body.community_ids });
}

/** A new product: active, opening nothing and for life unless the body says otherwise. */
export async function createProduct(scope: Scope, body: ProductCreateBody) {
  await checkedLinks(scope, body);
  const productId = await write(scope, async (tx) => {
    if ((await repo.countProducts(tx, scope)) >= PRODUCTS_MAX) throw productConflict(scope.lang, 'productsFull');
    const id = await repo.insertProduct(tx, scope, {
      title: body.title,
      status: body.status ?? 'active',
      accessDays: body.access_days ?? null,
      salesUrl: body.sales_url ?? null,
    });
    await writeLinks(tx, { tenantId: scope.tenantId, productId: id }, body);
    return id;
  });
  return readProduct(scope, productId);
}

export async function updateProduct(scope: Scope, productId: number, body: ProductUpdateBody) {
  await checkedLinks(scope, body);
  await write(scope, async (tx) => {
    const found = await repo.updateProductRow(
      tx,
      { tenantId: scope.tenantId, productId },
      {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.access_days !== undefined ? { accessDays: body.access_days } : {}),
        ...(body.sales_url !== undefined ? { salesUrl: body.sales_url } : {}),
      },
    );
    if (!found) throw productNotFound(scope.lang);
    await writeLinks(tx, { tenantId: scope.tenantId, productId }, body);
  });
  return readProduct(scope, productId);
}

/**
 * Deletes a product nobody holds (CONTRACT: 409 while anyone does; deactivating keeps it for them)
 * and no reward delivers. The product's row is locked first, so a grant made meanwhile either
 * landed before the check (and refuses the delete) or waits and then finds no product.
 */
export async function deleteProduct(scope: Scope, productId: number) {
  const key = { tenantId: scope.tenantId, productId };
  await write(scope, async (tx) => {
    if (!(await repo.lockProduct(tx, key))) throw productNotFound(scope.lang);
    if (await repo.hasHolders(tx, key)) throw productConflict(scope.lang, 'productHeld');
    if (await repo.isDeliveredByReward(tx, key)) throw productConflict(scope.lang, 'productDelivered');
    await repo.deleteProduct(tx, key);
  });
}
