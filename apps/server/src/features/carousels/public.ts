import { asc, desc, eq } from 'drizzle-orm';
import { carouselItems, carousels } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { carouselColumns, type CarouselRow } from './repo';
import { ensureSystemCarousels } from './system';

/** What other features may ask of carousels (the home builds its snapshot from these). */
export { presentCarouselHeader } from './presenter';
export type { CarouselRow } from './repo';

export type ShowcaseItem = { carouselId: number; courseId: number | null; moduleId: number | null; lessonId: number | null };

/**
 * The school's carousels as the home shows them (the last ordered first) and every item in its
 * carousel's order, the system carousels created first if the school never had them.
 */
export async function readShowcase(db: Db, tenantId: number): Promise<{ rows: CarouselRow[]; items: ShowcaseItem[] }> {
  await ensureSystemCarousels(db, tenantId);
  const rows = await db
    .select(carouselColumns)
    .from(carousels)
    .where(eq(carousels.tenantId, tenantId))
    .orderBy(desc(carousels.order), desc(carousels.id));
  const items = await db
    .select({
      carouselId: carouselItems.carouselId,
      courseId: carouselItems.courseId,
      moduleId: carouselItems.moduleId,
      lessonId: carouselItems.lessonId,
    })
    .from(carouselItems)
    .where(eq(carouselItems.tenantId, tenantId))
    .orderBy(asc(carouselItems.carouselId), asc(carouselItems.order), asc(carouselItems.id));
  return { rows, items };
}
