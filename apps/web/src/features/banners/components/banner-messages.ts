import { BANNER_MESSAGES } from '@trilha/shared/banners/schemas';
import i18n from 'i18next';

type MessageKey = keyof typeof BANNER_MESSAGES;
const byText = new Map(Object.entries(BANNER_MESSAGES).map(([key, text]) => [text as string, key as MessageKey]));

/**
 * The spec's messages arrive in Portuguese (shared schema, server replies); shown in the reader's
 * language when they are banner messages, as they are otherwise.
 */
export function bannerMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = byText.get(text);
  return key ? i18n.t(`banners.messages.${key}`) : text;
}

export const bannerText = (key: MessageKey) => i18n.t(`banners.messages.${key}`);
