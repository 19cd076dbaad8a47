import { keyOfText } from '@trilha/shared/platform/translations';
import { STUDENT_TRANSLATIONS } from '@trilha/shared/students/messages';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** The e-mail field's words come from the accounts' schema (emailField), which has no table of its own. */
const EMAIL_MESSAGES: Record<string, string> = {
  'Informe o e-mail': 'students.errors.emailRequired',
  'E-mail inválido': 'students.errors.emailInvalid',
};

/**
 * A student message as the shared schema or the server wrote it, in the reader's language when a
 * table knows it (the schema's checks in the browser speak Portuguese).
 */
export function studentMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(STUDENT_TRANSLATIONS, text);
  if (key) return i18n.t(`students.messages.${key}`);
  const email = EMAIL_MESSAGES[text];
  return email ? i18n.t(email) : text;
}

/** Why a write failed: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues?.[0]?.message;
    return studentMessage(issue ?? error.message) ?? i18n.t('students.section.unknownError');
  }
  return i18n.t('students.section.unknownError');
}
