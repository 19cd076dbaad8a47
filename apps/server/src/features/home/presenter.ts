import type { HomeCarousel, HomeItem } from '@trilha/shared/home/schemas';

export type { CarouselRow } from '../carousels/public';
export { presentCarouselHeader } from '../carousels/public';

export type CarouselHeader = Omit<HomeCarousel, 'items' | 'total_items'>;

/** A carousel of the reply: the school's shared header, the user's cards and how many they see. */
export type CarouselView = { header: CarouselHeader; items: HomeItem[]; total: number };

export const presentHomeCarousel = ({ header, items, total }: CarouselView): HomeCarousel => ({ ...header, items, total_items: total });

export const presentFavorite = (item: HomeItem, createdAt: string) => ({ ...item, created_at: createdAt });
