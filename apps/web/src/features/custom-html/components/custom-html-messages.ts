import { CUSTOM_HTML_TRANSLATIONS } from '@trilha/shared/custom-html/messages';
import type { CustomHtmlMessageKey } from '@trilha/shared/custom-html/constants';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';

/** One of the area's messages (spec 002 §5, §8 words) in the reader's language. */
export const customHtmlText = (key: CustomHtmlMessageKey) => i18n.t(`customHtml.messages.${key}`);

/** A message as the schema or the server wrote it (Portuguese), shown in the reader's language when it is known. */
export function customHtmlMessage(text: string): string;
export function customHtmlMessage(text: string | undefined): string | undefined;
export function customHtmlMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(CUSTOM_HTML_TRANSLATIONS, text);
  return key ? customHtmlText(key) : text;
}
