import { CUSTOM_HTML_TRANSLATIONS } from '@trilha/shared/custom-html/messages';
import type { CustomHtmlMessageKey } from '@trilha/shared/custom-html/schemas';
import type { Language } from '@trilha/shared/platform/languages';

/** A custom HTML message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const customHtmlText = (lang: Language, key: CustomHtmlMessageKey) => CUSTOM_HTML_TRANSLATIONS[key][lang];
