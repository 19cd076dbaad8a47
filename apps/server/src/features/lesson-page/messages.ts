import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import type { Language } from '@trilha/shared/platform/http';
import { HttpError } from '../../platform/errors';

export type LessonPageMessageKey = keyof typeof LESSON_PAGE_TRANSLATIONS;

/** A lesson screen message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
const lessonText = (lang: Language, key: LessonPageMessageKey) => LESSON_PAGE_TRANSLATIONS[key][lang];

/** A refusal of the lesson screen, in the reader's language. */
export const refuseLesson = (lang: Language, status: 400 | 403 | 404 | 429, key: LessonPageMessageKey, path?: string): never => {
  const message = lessonText(lang, key);
  throw new HttpError(status, null, message, path ? [{ path, message }] : undefined);
};
