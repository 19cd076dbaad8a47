import type { Language } from '@trilha/shared/platform/languages';
import { fillSchoolText, SCHOOL_TRANSLATIONS, type SchoolMessageKey } from '@trilha/shared/schools/messages';
import { HttpError } from '../../platform/errors';

/** A schools-and-domains message in the reader's language, from the one shared table (docs/decisions/0005). */
export const schoolText = (lang: Language, key: SchoolMessageKey, values: Record<string, string> = {}) =>
  fillSchoolText(SCHOOL_TRANSLATIONS[key][lang], values);

export const schoolError = (
  status: 400 | 403 | 404 | 409 | 422,
  lang: Language,
  key: SchoolMessageKey,
  options: { path?: string; values?: Record<string, string> } = {},
) => {
  const message = schoolText(lang, key, options.values);
  return new HttpError(status, null, message, options.path ? [{ path: options.path, message }] : undefined);
};
