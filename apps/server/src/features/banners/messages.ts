import { BANNER_TRANSLATIONS, type BannerMessageKey } from '@trilha/shared/banners/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A banner message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const bannerText = (lang: Language, key: BannerMessageKey) => BANNER_TRANSLATIONS[key][lang];
