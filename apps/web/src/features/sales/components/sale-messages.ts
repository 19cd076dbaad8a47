import { keyOfText } from '@trilha/shared/platform/translations';
import { SALE_TRANSLATIONS } from '@trilha/shared/sales/messages';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** The shared id check's words (platform/http's idParam): on a mapping row it means no product was chosen. */
const ID_INVALID = 'Identificador inválido';

/**
 * A sales message as the shared schema or the server wrote it, in the reader's language when the
 * table knows it (the schema's checks in the browser speak Portuguese).
 */
export function saleMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  if (text === ID_INVALID) return i18n.t('sales.errors.productRequired');
  const key = keyOfText(SALE_TRANSLATIONS, text);
  return key ? i18n.t(`sales.messages.${key}`) : text;
}

/** Why a write failed: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const text = saleMessage(error.issues?.[0]?.message ?? error.message);
    // An empty message (a bare status) says nothing: ours instead.
    if (text) return text;
  }
  return i18n.t('sales.panel.unknownError');
}
