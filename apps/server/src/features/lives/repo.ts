import { LIVES_LIST_LIMIT } from '@trilha/shared/lesson-page/schemas';
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { enrollments, liveProducts, lives, products } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { liveEnrollment } from '../catalog/public';

export type LiveRow = {
  id: number;
  title: string;
  streamUrl: string;
  startsAt: Date;
  endsAt: Date;
  /** Now between start and end, by the database's clock. */
  onAir: boolean;
};
export type LiveWithProducts = LiveRow & { products: { id: number; title: string }[] };
export type LiveFields = { title: string; streamUrl: string; startsAt: Date; endsAt: Date };

const columns = {
  id: lives.id,
  title: lives.title,
  streamUrl: lives.streamUrl,
  startsAt: lives.startsAt,
  endsAt: lives.endsAt,
  onAir: sql<boolean>`(${lives.startsAt} <= now() and now() < ${lives.endsAt})`,
};

/**
 * Who may see a live, as SQL on `lives` (policy.ts says it in words): staff see all; a live with
 * no products is the whole school's; otherwise the member holds one of its products live.
 */
function visibleTo(db: Db, viewer: { tenantId: number; userId: number; staff: boolean }): SQL {
  if (viewer.staff) return sql`true`;
  const anyProduct = db
    .select({ one: sql`1` })
    .from(liveProducts)
    .where(and(eq(liveProducts.tenantId, lives.tenantId), eq(liveProducts.liveId, lives.id)));
  const heldProduct = db
    .select({ one: sql`1` })
    .from(liveProducts)
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.tenantId, liveProducts.tenantId),
        eq(enrollments.productId, liveProducts.productId),
        eq(enrollments.userId, viewer.userId),
      ),
    )
    .where(and(eq(liveProducts.tenantId, lives.tenantId), eq(liveProducts.liveId, lives.id), liveEnrollment()));
  return sql`(not exists (${anyProduct}) or exists (${heldProduct}))`;
}

/** One live of the school and whether the member may see it; undefined when the school has no such live. */
export async function findLiveFor(db: Db, viewer: { tenantId: number; userId: number; staff: boolean }, id: number) {
  const [row] = await db
    .select({ ...columns, visible: sql<boolean>`${visibleTo(db, viewer)}` })
    .from(lives)
    .where(and(eq(lives.tenantId, viewer.tenantId), eq(lives.id, id)));
  return row;
}

/** On air and upcoming first (soonest first), then the most recent past ones; LIVES_LIST_LIMIT in all. */
export async function listLives(db: Db, { tenantId }: { tenantId: number }): Promise<LiveWithProducts[]> {
  const coming = await db
    .select(columns)
    .from(lives)
    .where(and(eq(lives.tenantId, tenantId), gt(lives.endsAt, sql`now()`)))
    .orderBy(asc(lives.startsAt), asc(lives.id))
    .limit(LIVES_LIST_LIMIT);
  const past =
    coming.length < LIVES_LIST_LIMIT
      ? await db
          .select(columns)
          .from(lives)
          .where(and(eq(lives.tenantId, tenantId), lte(lives.endsAt, sql`now()`)))
          .orderBy(desc(lives.startsAt), desc(lives.id))
          .limit(LIVES_LIST_LIMIT - coming.length)
      : [];
  return withProducts(db, tenantId, [...coming, ...past]);
}

export async function findLive(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<LiveWithProducts | undefined> {
  const rows = await db
    .select(columns)
    .from(lives)
    .where(and(eq(lives.tenantId, tenantId), eq(lives.id, id)));
  return (await withProducts(db, tenantId, rows))[0];
}

async function withProducts(db: Db, tenantId: number, rows: LiveRow[]): Promise<LiveWithProducts[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ liveId: liveProducts.liveId, id: products.id, title: products.title })
    .from(liveProducts)
    .innerJoin(products, and(eq(products.tenantId, liveProducts.tenantId), eq(products.id, liveProducts.productId)))
    .where(
      and(
        eq(liveProducts.tenantId, tenantId),
        inArray(
          liveProducts.liveId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(products.id));
  return rows.map((row) => ({
    ...row,
    products: links.filter((l) => l.liveId === row.id).map(({ id, title }) => ({ id, title })),
  }));
}

/** Throws the foreign key violation when a product is not the school's (the database decides). */
export async function insertLive(db: Db, props: { tenantId: number; userId: number; fields: LiveFields; productIds: number[] }) {
  const { tenantId, userId, fields, productIds } = props;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lives)
      .values({ tenantId, createdBy: userId, ...fields })
      .returning({ id: lives.id });
    if (!row) throw new Error('the live just inserted was not returned');
    if (productIds.length) await tx.insert(liveProducts).values(productIds.map((productId) => ({ tenantId, liveId: row.id, productId })));
    return row.id;
  });
}

/** False when the school has no such live; its products are replaced in the same transaction. */
export async function updateLive(db: Db, props: { tenantId: number; id: number; fields: LiveFields; productIds: number[] }) {
  const { tenantId, id, fields, productIds } = props;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(lives)
      .set(fields)
      .where(and(eq(lives.tenantId, tenantId), eq(lives.id, id)))
      .returning({ id: lives.id });
    if (rows.length === 0) return false;
    await tx.delete(liveProducts).where(and(eq(liveProducts.tenantId, tenantId), eq(liveProducts.liveId, id)));
    if (productIds.length) await tx.insert(liveProducts).values(productIds.map((productId) => ({ tenantId, liveId: id, productId })));
    return true;
  });
}

/** Its live_products go with it (on delete cascade). */
export async function deleteLive(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(lives)
    .where(and(eq(lives.tenantId, tenantId), eq(lives.id, id)))
    .returning({ id: lives.id });
  return rows.length > 0;
}
