import { isSystemType, type CarouselSettings } from '@trilha/shared/carousels/schemas';
import type { TFunction } from 'i18next';

/** Spec 002 §3: what a row holds, by its numeric type (1 to 3 editable, 5 to 9 system). */
export const typeLabel = (t: TFunction, type: string | number) => t(`vitrine.types.${Number(type)}`, { defaultValue: String(type) });

/** System rows keep the title they were created with; the reader sees it in their language. */
export const rowTitle = (t: TFunction, carousel: Pick<CarouselSettings, 'type' | 'title' | 'system'>) =>
  carousel.system || isSystemType(Number(carousel.type))
    ? t(`vitrine.systemTitles.${Number(carousel.type)}`, { defaultValue: carousel.title })
    : carousel.title;
