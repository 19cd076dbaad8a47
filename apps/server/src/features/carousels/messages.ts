import { CAROUSEL_TRANSLATIONS, type CarouselMessageKey } from '@trilha/shared/carousels/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A carousel message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const carouselText = (lang: Language, key: CarouselMessageKey) => CAROUSEL_TRANSLATIONS[key][lang];
