import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** A lesson-page message (Portuguese, as the shared schema and the server write it) in the reader's language. */
export function lessonPageMessage(text: string): string {
  const key = keyOfText(LESSON_PAGE_TRANSLATIONS, text);
  return key ? i18n.t(`lessonPage.messages.${key}`) : text;
}

/** What to tell the member about a failed call: the server's 4xx message, else a generic one. */
export function lessonPageError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return lessonPageMessage(error.message);
  if (error instanceof ApiError && error.status === 0) return i18n.t('errors.network');
  return i18n.t('errors.generic');
}

const OFF_TEXTS: readonly string[] = Object.values(LESSON_PAGE_TRANSLATIONS.commentsOff);

/** The school turned lesson comments off after the page loaded: the server's 403 says so, in whichever language. */
export const isCommentsOff = (error: unknown) => error instanceof ApiError && error.status === 403 && OFF_TEXTS.includes(error.message);
