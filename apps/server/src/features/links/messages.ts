import { LINK_TRANSLATIONS, type LinkMessageKey } from '@trilha/shared/links/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A custom-link message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const linkText = (lang: Language, key: LinkMessageKey) => LINK_TRANSLATIONS[key][lang];
