import { REMINDER_TRANSLATIONS } from '@trilha/shared/reminders/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A reminders message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const reminderText = (lang: Language, key: keyof typeof REMINDER_TRANSLATIONS) => REMINDER_TRANSLATIONS[key][lang];
