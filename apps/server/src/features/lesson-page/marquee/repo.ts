import type { MarqueeFormValues } from '@trilha/shared/lesson-page/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { marquees, products } from '../../../db/schema/index';
import type { Db } from '../../../platform/db/client';

const columns = {
  id: marquees.id,
  tenantId: marquees.tenantId,
  productId: marquees.productId,
  productTitle: products.title,
  text: marquees.text,
  timer: marquees.timer,
  url: marquees.url,
  font: marquees.font,
  fontWeight: marquees.fontWeight,
  borderRadius: marquees.borderRadius,
  backgroundColor: marquees.backgroundColor,
  textColor: marquees.textColor,
};
export type MarqueeRow = {
  id: number;
  tenantId: number;
  productId: number;
  productTitle: string;
  text: string;
  timer: number;
  url: string | null;
  font: string;
  fontWeight: number;
  borderRadius: number;
  backgroundColor: string;
  textColor: string;
};

/** A safety bound: one marquee per product (the unique key), so the school's products bound it already. */
const LIST_BOUND = 1_000;

const joinProduct = and(eq(products.tenantId, marquees.tenantId), eq(products.id, marquees.productId));

export function listMarquees(db: Db, { tenantId }: { tenantId: number }): Promise<MarqueeRow[]> {
  return db
    .select(columns)
    .from(marquees)
    .innerJoin(products, joinProduct)
    .where(eq(marquees.tenantId, tenantId))
    .orderBy(asc(marquees.id))
    .limit(LIST_BOUND);
}

async function withProduct(db: Db, tenantId: number, id: number | undefined): Promise<MarqueeRow | undefined> {
  if (id === undefined) return undefined;
  const [row] = await db
    .select(columns)
    .from(marquees)
    .innerJoin(products, joinProduct)
    .where(and(eq(marquees.tenantId, tenantId), eq(marquees.id, id)));
  return row;
}

const valuesOf = (form: MarqueeFormValues) => ({
  productId: form.product_id,
  text: form.text,
  timer: form.timer,
  url: form.url,
  type: form.type,
  font: form.font,
  fontWeight: form.font_weight,
  borderRadius: form.border_radius,
  backgroundColor: form.background_color,
  textColor: form.text_color,
});

/** Throws the database's unique (one per product) or foreign key (a product of the school) violation. */
export async function insertMarquee(db: Db, { tenantId, form }: { tenantId: number; form: MarqueeFormValues }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marquees)
      .values({ tenantId, ...valuesOf(form) })
      .returning({ id: marquees.id });
    return withProduct(tx, tenantId, row?.id);
  });
}

/** Undefined when the school has no such marquee; throws like insertMarquee. */
export async function updateMarquee(db: Db, { tenantId, id, form }: { tenantId: number; id: number; form: MarqueeFormValues }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(marquees)
      .set({ ...valuesOf(form), updatedAt: new Date() })
      .where(and(eq(marquees.tenantId, tenantId), eq(marquees.id, id)))
      .returning({ id: marquees.id });
    return withProduct(tx, tenantId, row?.id);
  });
}

export async function deleteMarquee(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(marquees)
    .where(and(eq(marquees.tenantId, tenantId), eq(marquees.id, id)))
    .returning({ id: marquees.id });
  return rows.length > 0;
}
