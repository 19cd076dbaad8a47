import { NOTIFICATION_TRANSLATIONS } from '@trilha/shared/notifications/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A notifications message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const notificationText = (lang: Language, key: keyof typeof NOTIFICATION_TRANSLATIONS) => NOTIFICATION_TRANSLATIONS[key][lang];
