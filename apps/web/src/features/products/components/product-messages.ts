import { PRODUCT_TRANSLATIONS } from '@trilha/shared/products/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/**
 * A product message as the shared schema or the server wrote it, in the reader's language when the
 * table knows it (the schema's checks in the browser speak Portuguese).
 */
export function productMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(PRODUCT_TRANSLATIONS, text);
  return key ? i18n.t(`products.messages.${key}`) : text;
}

/** Why a write failed: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues?.[0]?.message;
    return productMessage(issue ?? error.message) ?? i18n.t('products.section.unknownError');
  }
  return i18n.t('products.section.unknownError');
}
