import { isSystemType, type CarouselSettings } from '@trilha/shared/carousels/schemas';
import type { CarouselRow } from './repo';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Row -> wire (spec 002 §3 Carousel): flags as 0/1, `type` as the numeric string the showcase list reads. */
export function presentCarousel(row: CarouselRow, itemsCount: number): CarouselSettings {
  return { ...presentCarouselHeader(row), items_count: itemsCount };
}

/** The settings alone, as the home's carousels carry them next to their cards. */
export function presentCarouselHeader(row: CarouselRow): Omit<CarouselSettings, 'items_count'> {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    title: row.title,
    description: row.description,
    type: String(row.type),
    custom: bit(row.custom),
    type_content: row.typeContent,
    card_type: row.cardType,
    carousel_type: row.carouselType,
    cards_per_group: row.cardsPerGroup,
    cards_per_group_mobile: row.cardsPerGroupMobile,
    autoplay: bit(row.autoplay),
    autoplay_time: row.autoplayTime,
    font_title: row.fontTitle,
    weight_title: row.weightTitle,
    size_title: row.sizeTitle,
    font_description: row.fontDescription,
    weight_description: row.weightDescription,
    size_description: row.sizeDescription,
    published: bit(row.published),
    order: row.order,
    system: isSystemType(row.type),
  };
}

export const presentPublished = (row: Pick<CarouselRow, 'published'>) => ({ published: bit(row.published) });

/** The contract's legacy envelope `[message, status, { data }]` (body[0] the message, body[2].data the payload). */
export const legacyReply = <T>(message: string, data: T): [string, number, { data: T }] => [message, 200, { data }];
