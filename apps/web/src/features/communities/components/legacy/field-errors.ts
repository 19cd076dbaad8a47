import { COMMUNITY_TRANSLATIONS } from '@trilha/shared/communities/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';
import { communityMessage } from '../community-messages';

/**
 * A refused field's text. The shared schema words the spec's messages (title, description,
 * colours, links count, products) and those are translated; a rule it leaves to zod's own
 * English wording (a sales text too long, a blank link) gets this form's sentence instead.
 */
export function fieldError(error: { message?: string } | undefined, fallback?: string): string | undefined {
  const message = error?.message;
  if (!error) return undefined;
  if (message && keyOfText(COMMUNITY_TRANSLATIONS, message)) return communityMessage(message);
  return fallback ?? communityMessage(message);
}

export const tooLong = (max: number) => i18n.t('communities.legacy.errors.tooLong', { max });
