import type { Language } from '@trilha/shared/platform/languages';
import { STUDIO_TRANSLATIONS, type StudioMessageKey } from '@trilha/shared/studio/messages';
import { HttpError } from '../../platform/errors';

/** A course-studio message in the reader's language, from the one shared table (docs/decisions/0005). */
export const studioText = (lang: Language, key: StudioMessageKey) => STUDIO_TRANSLATIONS[key][lang];

export const studioNotFound = (lang: Language, key: 'courseNotFound' | 'moduleNotFound' | 'lessonNotFound') =>
  new HttpError(404, null, studioText(lang, key));

export const studioBadRequest = (lang: Language, key: StudioMessageKey, path: string) =>
  new HttpError(400, null, studioText(lang, key), [{ path, message: studioText(lang, key) }]);
