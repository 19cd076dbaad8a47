import type { Language } from '@trilha/shared/platform/languages';
import { STUDENT_TRANSLATIONS, type StudentMessageKey } from '@trilha/shared/students/messages';
import { HttpError } from '../../platform/errors';

/** A student-directory message in the reader's language, from the one shared table (docs/decisions/0005). */
export const studentText = (lang: Language, key: StudentMessageKey) => STUDENT_TRANSLATIONS[key][lang];

export const studentNotFound = (lang: Language) => new HttpError(404, null, studentText(lang, 'studentNotFound'));
export const enrollmentNotFound = (lang: Language) => new HttpError(404, null, studentText(lang, 'enrollmentNotFound'));

export const studentBadRequest = (lang: Language, key: StudentMessageKey, path: string) =>
  new HttpError(400, null, studentText(lang, key), [{ path, message: studentText(lang, key) }]);

export const studentConflict = (lang: Language, key: StudentMessageKey) => new HttpError(409, null, studentText(lang, key));
