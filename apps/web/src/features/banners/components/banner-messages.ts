import { BANNER_TRANSLATIONS, type BannerMessageKey } from '@trilha/shared/banners/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';

/**
 * The spec's messages arrive in Portuguese (shared schema, server replies); shown in the reader's
 * language when they are banner messages, as they are otherwise.
 */
export function bannerMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(BANNER_TRANSLATIONS, text);
  return key ? i18n.t(`banners.messages.${key}`) : text;
}

export const bannerText = (key: BannerMessageKey) => i18n.t(`banners.messages.${key}`);
