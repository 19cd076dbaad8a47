import { isSystemType } from '@trilha/shared/carousels/constants';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import type { TFunction } from 'i18next';

/** System carousels (types 5 to 9) are titled in the reader's language; the others as the school wrote them. */
export const carouselTitle = (carousel: Pick<HomeCarousel, 'type' | 'title'>, t: TFunction) =>
  isSystemType(Number(carousel.type)) ? t(`homePage.system.${carousel.type}`) : carousel.title;
