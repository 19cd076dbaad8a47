import { keyOfText } from '@trilha/shared/platform/translations';
import { STAFF_TRANSLATIONS } from '@trilha/shared/staff/messages';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** The e-mail field's words come from the accounts' schema (emailField), which has no table of its own. */
const EMAIL_MESSAGES: Record<string, string> = {
  'Informe o e-mail': 'staff.errors.emailRequired',
  'E-mail inválido': 'staff.errors.emailInvalid',
};

/**
 * A staff message as the shared schema or the server wrote it, in the reader's language when a
 * table knows it (the schema's checks in the browser speak Portuguese).
 */
export function staffMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(STAFF_TRANSLATIONS, text);
  if (key) return i18n.t(`staff.messages.${key}`);
  const email = EMAIL_MESSAGES[text];
  return email ? i18n.t(email) : text;
}

/** Why a write failed: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const text = staffMessage(error.issues?.[0]?.message ?? error.message);
    // An empty message (a bare status) says nothing: ours instead.
    if (text) return text;
  }
  return i18n.t('staff.section.unknownError');
}
