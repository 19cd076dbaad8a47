import { REWARD_TRANSLATIONS, type RewardMessageKey } from '@trilha/shared/gamification/reward-messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import i18n from 'i18next';

/** One of Recompensa's messages (spec 000 §5, §8 words) in the reader's language. */
export const rewardText = (key: RewardMessageKey) => i18n.t(`rewards.messages.${key}`);

/** A message as the schema or the server wrote it (Portuguese), shown in the reader's language when it is known. */
export function rewardMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText(REWARD_TRANSLATIONS, text);
  return key ? rewardText(key) : text;
}
