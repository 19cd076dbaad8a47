import { BANNER_TRANSLATIONS } from '@trilha/shared/banners/messages';
import type { FeedMessageKey } from '@trilha/shared/communities/feed-constants';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { ApiError } from '../../../../lib/api/client';

/** The student side's messages (FEED_MESSAGES) in the reader's language. */
export const feedText = (key: FeedMessageKey) => i18n.t(`communities.feedMessages.${key}`);

/** The video link's and PUT's refusals: the platform answers them with the banners' messages. */
export const VIDEO_MESSAGE_KEYS = [
  'videoTooLarge',
  'videoType',
  'videoNotFound',
  'videoLinkExpired',
  'videoIncomplete',
  'filenameRequired',
] as const;
type VideoMessageKey = (typeof VIDEO_MESSAGE_KEYS)[number];
export const videoText = (key: VideoMessageKey) => i18n.t(`communities.videoMessages.${key}`);

/**
 * A server message (Portuguese, or already in the cookie's language) in the reader's language:
 * the server answers in the cookie's language, so only a Portuguese text that the tables know is
 * translated here; anything else stays as it came.
 */
export function feedMessage(text: string): string {
  const key = keyOfText(FEED_TRANSLATIONS, text);
  if (key) return feedText(key);
  const video = VIDEO_MESSAGE_KEYS.find((k) => BANNER_TRANSLATIONS[k].pt === text);
  return video ? videoText(video) : text;
}

/** What to tell the member about a failed call: the server's 4xx message (400, 403, 409, 413, 415, 429…), else a generic one. */
export function feedError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return feedMessage(error.message);
  if (error instanceof ApiError && error.status === 0) return i18n.t('errors.network');
  return i18n.t('errors.generic');
}
