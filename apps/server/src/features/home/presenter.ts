import { isSystemType } from '@trilha/shared/carousels/schemas';
import type { HomeCarousel, HomeItem } from '@trilha/shared/home/schemas';

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

export type CarouselHeader = Omit<HomeCarousel, 'items' | 'total_items'>;

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** The carousel's settings as the home and the edit modal read them (spec 002 §3; type as a numeric string). */
export const presentCarouselHeader = (row: CarouselRow): CarouselHeader => ({
  id: row.id,
  tenant_id: row.tenantId,
  title: row.title,
  description: row.description,
  type: String(row.type),
  custom: flag(row.custom),
  type_content: row.typeContent,
  card_type: row.cardType,
  carousel_type: row.carouselType,
  cards_per_group: row.cardsPerGroup,
  cards_per_group_mobile: row.cardsPerGroupMobile,
  autoplay: flag(row.autoplay),
  autoplay_time: row.autoplayTime,
  font_title: row.fontTitle,
  weight_title: row.weightTitle,
  size_title: row.sizeTitle,
  font_description: row.fontDescription,
  weight_description: row.weightDescription,
  size_description: row.sizeDescription,
  published: flag(row.published),
  order: row.order,
  system: isSystemType(row.type),
});

/** A carousel of the reply: the school's shared header, the user's cards and how many they see. */
export type CarouselView = { header: CarouselHeader; items: HomeItem[]; total: number };

export const presentHomeCarousel = ({ header, items, total }: CarouselView): HomeCarousel => ({ ...header, items, total_items: total });

export const presentFavorite = (item: HomeItem, createdAt: string) => ({ ...item, created_at: createdAt });
