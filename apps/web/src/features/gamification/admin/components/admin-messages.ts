import { GAMIFICATION_ADMIN_TRANSLATIONS } from '@trilha/shared/gamification/admin-messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';

export type AdminMessageKey = keyof typeof GAMIFICATION_ADMIN_TRANSLATIONS;

/** One of these drawers' messages (spec 001 §5, §8 words) in the reader's language. */
export const adminText = (key: AdminMessageKey) => i18n.t(`gamificationAdmin.messages.${key}`);

/** A message as the schema or the server wrote it (Portuguese), in the reader's language when it is known. */
export function adminMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(GAMIFICATION_ADMIN_TRANSLATIONS, text);
  return key ? adminText(key) : text;
}
