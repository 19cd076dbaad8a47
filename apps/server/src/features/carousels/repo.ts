import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import { carouselItems, carousels, platformSettings, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

/** The carousel's own carouselColumns, as the Vitrine and the home both read them. */
export const carouselColumns = {
  id: carousels.id,
  tenantId: carousels.tenantId,
  title: carousels.title,
  description: carousels.description,
  type: carousels.type,
  custom: carousels.custom,
  typeContent: carousels.typeContent,
  cardType: carousels.cardType,
  carouselType: carousels.carouselType,
  cardsPerGroup: carousels.cardsPerGroup,
  cardsPerGroupMobile: carousels.cardsPerGroupMobile,
  autoplay: carousels.autoplay,
  autoplayTime: carousels.autoplayTime,
  fontTitle: carousels.fontTitle,
  weightTitle: carousels.weightTitle,
  sizeTitle: carousels.sizeTitle,
  fontDescription: carousels.fontDescription,
  weightDescription: carousels.weightDescription,
  sizeDescription: carousels.sizeDescription,
  published: carousels.published,
  order: carousels.order,
};

export type CarouselRow = {
  id: number;
  tenantId: number;
  title: string;
  description: string;
  type: number;
  custom: boolean;
  typeContent: number | null;
  cardType: string;
  carouselType: string;
  cardsPerGroup: number;
  cardsPerGroupMobile: number;
  autoplay: boolean;
  autoplayTime: number;
  fontTitle: string | null;
  weightTitle: number;
  sizeTitle: number;
  fontDescription: string | null;
  weightDescription: number;
  sizeDescription: number;
  published: boolean;
  order: number;
};
export type CarouselWithCount = CarouselRow & { itemsCount: number };
/** What create and update write; the school, the order and the publish state of system rows are not theirs to set. */
export type CarouselValues = Omit<CarouselRow, 'id' | 'tenantId' | 'order'>;

/** Every carousel of the school, system rows included, in the showcase's order. */
export async function listCarousels(db: Db, props: { tenantId: number }): Promise<CarouselWithCount[]> {
  const counts = db
    .select({ carouselId: carouselItems.carouselId, n: count().as('n') })
    .from(carouselItems)
    .where(eq(carouselItems.tenantId, props.tenantId))
    .groupBy(carouselItems.carouselId)
    .as('counts');
  return db
    .select({ ...carouselColumns, itemsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(carousels)
    .leftJoin(counts, eq(counts.carouselId, carousels.id))
    .where(eq(carousels.tenantId, props.tenantId))
    .orderBy(asc(carousels.order), asc(carousels.id));
}

/** One carousel of the school (null when missing or another school's), locked for the caller's transaction when `forUpdate`. */
export async function findCarousel(db: Db, props: { tenantId: number; id: number; forUpdate?: boolean }): Promise<CarouselRow | null> {
  const query = db
    .select(carouselColumns)
    .from(carousels)
    .where(and(eq(carousels.tenantId, props.tenantId), eq(carousels.id, props.id)))
    .limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCarouselByType(
  db: Db,
  props: { tenantId: number; type: number; forUpdate?: boolean },
): Promise<CarouselRow | null> {
  const query = db
    .select(carouselColumns)
    .from(carousels)
    .where(and(eq(carousels.tenantId, props.tenantId), eq(carousels.type, props.type)))
    .limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Serialises carousel writes of one school (the limit and the orders are read-then-write). */
export async function lockTenant(db: Db, props: { tenantId: number }) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, props.tenantId)).for('update');
}

/** The school's own carousels (system rows do not count toward the limit). */
export async function countSchoolCarousels(db: Db, props: { tenantId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(carousels)
    .where(and(eq(carousels.tenantId, props.tenantId), lt(carousels.type, 5)));
  return row?.n ?? 0;
}

export async function insertCarousel(db: Db, props: { tenantId: number; values: CarouselValues }): Promise<CarouselRow> {
  const [row] = await db
    .insert(carousels)
    .values({
      ...props.values,
      tenantId: props.tenantId,
      // New carousels go last in the showcase.
      order: sql`(select coalesce(max(${carousels.order}), 0) + 1 from ${carousels} where ${carousels.tenantId} = ${props.tenantId})`,
    })
    .returning(carouselColumns);
  if (!row) throw new Error('insert into carousels returned no row');
  return row;
}

export async function updateCarousel(
  db: Db,
  props: { tenantId: number; id: number; values: Partial<CarouselValues> },
): Promise<CarouselRow | null> {
  const [row] = await db
    .update(carousels)
    .set({ ...props.values, updatedAt: new Date() })
    .where(and(eq(carousels.tenantId, props.tenantId), eq(carousels.id, props.id)))
    .returning(carouselColumns);
  return row ?? null;
}

export async function deleteCarousel(db: Db, props: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(carousels)
    .where(and(eq(carousels.tenantId, props.tenantId), eq(carousels.id, props.id)))
    .returning({ id: carousels.id });
  return rows.length > 0;
}

export async function setCarouselOrder(db: Db, props: { tenantId: number; id: number; order: number }) {
  await db
    .update(carousels)
    .set({ order: props.order })
    .where(and(eq(carousels.tenantId, props.tenantId), eq(carousels.id, props.id)));
}

/** The carousel's item ids in order. */
export async function listItemIds(db: Db, props: { tenantId: number; carouselId: number }): Promise<number[]> {
  const rows = await db
    .select({ id: carouselItems.id })
    .from(carouselItems)
    .where(and(eq(carouselItems.tenantId, props.tenantId), eq(carouselItems.carouselId, props.carouselId)))
    .orderBy(asc(carouselItems.order), asc(carouselItems.id));
  return rows.map((r) => r.id);
}

/** Replaces the carousel's items with `contentIds` (courses, modules or lessons by `type`), in that order. */
export async function replaceItems(db: Db, props: { tenantId: number; carouselId: number; type: 1 | 2 | 3; contentIds: number[] }) {
  await db.delete(carouselItems).where(and(eq(carouselItems.tenantId, props.tenantId), eq(carouselItems.carouselId, props.carouselId)));
  if (props.contentIds.length === 0) return;
  await db.insert(carouselItems).values(
    props.contentIds.map((contentId, index) => ({
      tenantId: props.tenantId,
      carouselId: props.carouselId,
      courseId: props.type === 1 ? contentId : null,
      moduleId: props.type === 2 ? contentId : null,
      lessonId: props.type === 3 ? contentId : null,
      order: index + 1,
    })),
  );
}

export async function setItemOrder(db: Db, props: { tenantId: number; carouselId: number; id: number; order: number }) {
  await db
    .update(carouselItems)
    .set({ order: props.order })
    .where(and(eq(carouselItems.tenantId, props.tenantId), eq(carouselItems.carouselId, props.carouselId), eq(carouselItems.id, props.id)));
}

/** The school's carousel ids in showcase order, with their stored order. */
export async function listCarouselOrder(db: Db, props: { tenantId: number }): Promise<{ id: number; order: number }[]> {
  return db
    .select({ id: carousels.id, order: carousels.order })
    .from(carousels)
    .where(eq(carousels.tenantId, props.tenantId))
    .orderBy(asc(carousels.order), asc(carousels.id));
}

/** "Mostrar conteúdo bloqueado" and the sales link beside it; null when the school has no settings row. */
export async function findContentConfig(
  db: Db,
  props: { tenantId: number },
): Promise<{ showBlocked: boolean; salesUrl: string | null } | null> {
  const [row] = await db
    .select({ showBlocked: platformSettings.showBlockedContent, salesUrl: platformSettings.salesUrl })
    .from(platformSettings)
    .where(eq(platformSettings.tenantId, props.tenantId))
    .limit(1);
  return row ?? null;
}

/** Saves the sales link (null clears it); false when the school has no settings row. */
export async function setSalesUrl(db: Db, props: { tenantId: number; value: string | null }): Promise<boolean> {
  const rows = await db
    .update(platformSettings)
    .set({ salesUrl: props.value, updatedAt: new Date() })
    .where(eq(platformSettings.tenantId, props.tenantId))
    .returning({ tenantId: platformSettings.tenantId });
  return rows.length > 0;
}

export async function setShowBlockedContent(db: Db, props: { tenantId: number; value: boolean }): Promise<boolean | null> {
  const [row] = await db
    .update(platformSettings)
    .set({ showBlockedContent: props.value, updatedAt: new Date() })
    .where(eq(platformSettings.tenantId, props.tenantId))
    .returning({ value: platformSettings.showBlockedContent });
  return row?.value ?? null;
}
