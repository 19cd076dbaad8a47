import { keyOfText } from '@trilha/shared/platform/translations';
import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** The owner's e-mail field's words come from the accounts' schema (emailField), which has no table of its own. */
const EMAIL_MESSAGES: Record<string, string> = {
  'Informe o e-mail': 'schools.errors.emailRequired',
  'E-mail inválido': 'schools.errors.emailInvalid',
};

/**
 * A schools message as the shared schema or the server wrote it, in the reader's language when a
 * table knows it (the schema's checks in the browser speak Portuguese; the server already answers
 * in the reader's language, with a DNS lookup's names and values filled in).
 */
export function schoolMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(SCHOOL_TRANSLATIONS, text);
  if (key) return i18n.t(`schools.messages.${key}`);
  const email = EMAIL_MESSAGES[text];
  return email ? i18n.t(email) : text;
}

/** Why a write failed: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const text = schoolMessage(error.issues?.[0]?.message ?? error.message);
    // An empty message (a bare status) says nothing: ours instead.
    if (text) return text;
  }
  return i18n.t('schools.console.unknownError');
}
