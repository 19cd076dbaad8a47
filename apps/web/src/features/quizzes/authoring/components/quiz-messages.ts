import type { QuizMessageKey } from '@trilha/shared/quizzes/constants';
import { QUIZ_TRANSLATIONS } from '@trilha/shared/quizzes/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../../lib/api/client';

/** One of the area's messages (spec 002 §5, §8 words, and Trilha's own) in the reader's language. */
export const quizText = (key: QuizMessageKey) => i18n.t(`quizAuthoring.messages.${key}`);

/** A message as the schema or the server wrote it (Portuguese), shown in the reader's language when it is known. */
export function quizMessage(text: string): string;
export function quizMessage(text: string | undefined): string | undefined;
export function quizMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(QUIZ_TRANSLATIONS, text);
  return key ? quizText(key) : text;
}

/**
 * What to toast when a write fails: the server's words for a request it refused (4xx: a limit, a
 * locked type, a missing item), else the fallback the spec (or this screen) names for that write.
 */
export function failureText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : '';
  return refused ? quizMessage(refused) : fallback;
}
