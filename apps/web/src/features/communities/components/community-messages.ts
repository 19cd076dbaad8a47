import { COMMUNITY_TRANSLATIONS } from '@trilha/shared/communities/messages';
import type { CommunityMessageKey } from '@trilha/shared/communities/constants';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../lib/api/client';

/** A spec 000 §5, §8 message in the reader's language. */
export const communityText = (key: CommunityMessageKey) => i18n.t(`communities.messages.${key}`);

/**
 * A message from the shared schema (Portuguese) in the reader's language; the server already
 * answers in the cookie's language, so any other text stays as it came.
 */
export function communityMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(COMMUNITY_TRANSLATIONS, text);
  return key ? communityText(key) : text;
}

/**
 * The toast for a failed call: the server's own message when it says what is wrong (a 4xx),
 * else the spec's failure text for that call.
 */
export function failureText(error: unknown, fallback: CommunityMessageKey): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return communityMessage(error.message) ?? communityText(fallback);
  }
  return communityText(fallback);
}
