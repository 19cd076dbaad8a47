import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A lesson-screen message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const marqueeText = (lang: Language, key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key][lang];
