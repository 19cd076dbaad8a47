import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import type { FeedMessageKey } from '@trilha/shared/communities/feed-constants';
import type { Language } from '@trilha/shared/platform/http';
import { HttpError } from '../../platform/errors';

export const feedText = (lang: Language, key: FeedMessageKey) => FEED_TRANSLATIONS[key][lang];

/** A refusal of the student side, in the reader's language. */
export const refuseFeed = (lang: Language, status: 400 | 403 | 404 | 409 | 429, key: FeedMessageKey, path?: string): never => {
  const message = feedText(lang, key);
  throw new HttpError(status, null, message, path ? [{ path, message }] : undefined);
};
