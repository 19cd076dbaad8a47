import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/**
 * A course-studio message as the shared schema or the server wrote it, in the reader's language
 * when the table knows it (the server already answers in the `lang` cookie's language; the schema
 * checks in the browser speak Portuguese).
 */
export function studioMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(STUDIO_TRANSLATIONS, text);
  return key ? i18n.t(`studio.messages.${key}`) : text;
}

/** Why a save failed, in words for the save state: the first field's refusal, else the server's message, else ours. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues?.[0]?.message;
    return studioMessage(issue ?? error.message) ?? i18n.t('studio.save.unknownError');
  }
  return i18n.t('studio.save.unknownError');
}
