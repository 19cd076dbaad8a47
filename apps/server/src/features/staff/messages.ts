import type { Language } from '@trilha/shared/platform/languages';
import { STAFF_TRANSLATIONS, type StaffMessageKey } from '@trilha/shared/staff/messages';
import { HttpError } from '../../platform/errors';

/** A staff-list message in the reader's language, from the one shared table (docs/decisions/0005). */
export const staffText = (lang: Language, key: StaffMessageKey) => STAFF_TRANSLATIONS[key][lang];

/** A refusal with its reason: 403 for what the actor's role may not do, 409 for what the staff's state forbids. */
export const staffError = (status: 400 | 403 | 404 | 409, lang: Language, key: StaffMessageKey, path?: string) =>
  new HttpError(status, null, staffText(lang, key), path ? [{ path, message: staffText(lang, key) }] : undefined);
