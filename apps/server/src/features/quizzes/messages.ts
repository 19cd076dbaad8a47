import { QUIZ_TRANSLATIONS } from '@trilha/shared/quizzes/messages';
import type { QuizMessageKey } from '@trilha/shared/quizzes/schemas';
import type { Language } from '@trilha/shared/platform/languages';

/** A quiz message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const quizText = (lang: Language, key: QuizMessageKey) => QUIZ_TRANSLATIONS[key][lang];
