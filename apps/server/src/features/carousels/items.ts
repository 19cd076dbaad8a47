import { isSystemType, type CarouselItem, type ContentType } from '@trilha/shared/carousels/schemas';
import { badRequest, notFound } from '../../platform/errors';
import { bumpHomeVersion } from '../../platform/content-versions';
import { listCarouselItems } from './content';
import { carouselText } from './messages';
import { findCarousel, listItemIds, setItemOrder } from './repo';
import type { Scope } from './service';

/**
 * Spec 002 §3, §7 carousel-item: the stored items in order. The type in the path must be the
 * carousel's; a system carousel has no stored items (its cards are computed per student).
 */
export async function readCarouselItems(
  { db, tenantId, lang }: Scope,
  props: { carouselId: number; type: number },
): Promise<CarouselItem[]> {
  const carousel = await findCarousel(db, { tenantId, id: props.carouselId });
  if (!carousel) throw notFound();
  if (carousel.type !== props.type) throw badRequest(carouselText(lang, 'typeMismatch'), 'type');
  if (isSystemType(carousel.type)) return [];
  return listCarouselItems(db, { tenantId, carouselId: carousel.id, type: carousel.type as ContentType });
}

/** Spec 002 §7 orderItens: `order` names exactly the carousel's item ids; positions become orders 1..n. */
export async function orderCarouselItems({ db, tenantId, lang }: Scope, props: { carouselId: number; order: number[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const carousel = await findCarousel(tx, { tenantId, id: props.carouselId, forUpdate: true });
    if (!carousel) throw notFound();
    const current = new Set(await listItemIds(tx, { tenantId, carouselId: carousel.id }));
    const sameSet =
      props.order.length === current.size && new Set(props.order).size === props.order.length && props.order.every((id) => current.has(id));
    if (!sameSet) throw badRequest(carouselText(lang, 'itemsOrderMismatch'), 'order');
    for (const [index, id] of props.order.entries()) await setItemOrder(tx, { tenantId, carouselId: carousel.id, id, order: index + 1 });
    await bumpHomeVersion(tx, tenantId);
  });
}
