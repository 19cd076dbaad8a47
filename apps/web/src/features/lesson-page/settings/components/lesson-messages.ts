import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';

export type LessonMessageKey = keyof typeof LESSON_PAGE_TRANSLATIONS;

/** One of the lesson screen's messages (spec 001 §5, §8 words) in the reader's language. */
export const lessonText = (key: LessonMessageKey) => i18n.t(`lessonPage.messages.${key}`);

/** A message as the schema or the server wrote it (Portuguese), shown in the reader's language when it is known. */
export function lessonMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(LESSON_PAGE_TRANSLATIONS, text);
  return key ? lessonText(key) : text;
}
