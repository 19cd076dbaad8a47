import { IMPORT_TRANSLATIONS, type ImportMessageKey } from '@trilha/shared/students/import-messages';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

const KEYS = Object.keys(IMPORT_TRANSLATIONS) as ImportMessageKey[];

/**
 * An import message as the server wrote it (in the language of whoever uploaded the file), in the
 * reader's language when the table knows it; any other text as it came.
 */
export function importMessage(text: string): string {
  const key = KEYS.find((k) => Object.values<string>(IMPORT_TRANSLATIONS[k]).includes(text));
  return key ? i18n.t(`students.import.messages.${key}`) : text;
}

/** Why an upload failed, as said: the file's issue, else the server's (or the client's) message; null for anything else. */
export function uploadRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.issues?.[0]?.message ?? error.message;
}
