import { LINK_TRANSLATIONS } from '@trilha/shared/links/messages';
import { keyOfText } from '@trilha/shared/platform/translations';

/** The shared schema's and the server's Portuguese texts, mapped to this area's i18n keys (admin-locales.ts). */
export function linkMessageKey(text: string): string | undefined {
  const key = keyOfText(LINK_TRANSLATIONS, text);
  return key && `links.${key}`;
}
