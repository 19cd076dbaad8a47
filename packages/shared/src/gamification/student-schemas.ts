import { z } from 'zod';
import { idParam, MAX_ID } from '../platform/http';
import { ANIMATIONS, CELEBRATION_KINDS, DELIVERY_TYPES, RANKING_PERIODS, REWARD_TYPES, SONGS } from './constants';

/**
 * The student side of gamification (CONTRACT "Gamification, student side";
 * docs/gamification.md). The server's replies and the web app's reads share these.
 */

const id = z.number().int();

/** A level as a student sees it (the admin's fields a student's screens use). */
export const studentLevel = z.object({
  id,
  name: z.string(),
  needed_score: z.number().int(),
  color: z.string(),
  img: z.string().nullable(),
  show_level_on_profile: z.boolean(),
  show_score_on_profile: z.boolean(),
});
export type StudentLevel = z.infer<typeof studentLevel>;

/** GET /api/auth/ranking/me/{tenant}: rank is null for someone who does not score (staff, no plan product). */
export const rankingMeReply = z.object({
  score: z.number().int(),
  points_name: z.string(),
  level: studentLevel.nullable(),
  next_level: studentLevel.nullable(),
  rank: z.number().int().nullable(),
});
export type RankingMeReply = z.infer<typeof rankingMeReply>;

export const rankingBoardQuery = z.object({
  period: z.enum(RANKING_PERIODS).default('all'),
  /** A community's strip: the board of those who may enter it. */
  community_id: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type RankingBoardQuery = z.infer<typeof rankingBoardQuery>;

export const boardEntry = z.object({
  rank: z.number().int(),
  user: z.object({ id, name: z.string(), photo_url: z.string().nullable() }),
  score: z.number().int(),
  level: studentLevel.nullable(),
});
export type BoardEntry = z.infer<typeof boardEntry>;

/** GET /api/auth/ranking/board/{tenant}: the top 10 and the viewer's own place (null when they do not score). */
export const rankingBoardReply = z.object({
  data: z.array(boardEntry),
  me: z.object({ rank: z.number().int(), score: z.number().int() }).nullable(),
  points_name: z.string(),
});
export type RankingBoardReply = z.infer<typeof rankingBoardReply>;

/** What an earned reward gives; only earners receive it (CONTRACT "Gamification, student side": content only for earned rewards). */
export const rewardContent = z.discriminatedUnion('delivery_type', [
  /** `url` is the earner-checked download route, never a public file address. */
  z.object({ delivery_type: z.literal('file'), url: z.string(), name: z.string() }),
  z.object({ delivery_type: z.literal('link'), links: z.array(z.string()) }),
  z.object({ delivery_type: z.literal('badge'), img: z.string() }),
  z.object({ delivery_type: z.literal('embed'), embed: z.string() }),
  z.object({ delivery_type: z.literal('product'), product: z.object({ id, title: z.string() }) }),
]);
export type RewardContent = z.infer<typeof rewardContent>;

export const myReward = z.object({
  reward: z.object({
    id,
    name: z.string(),
    description: z.string(),
    reward_type: z.enum(REWARD_TYPES),
    delivery: z.enum(DELIVERY_TYPES),
  }),
  earned_at: z.string(),
  content: rewardContent,
});
/** GET /api/auth/ranking/my-rewards/{tenant}: the rewards the viewer earned, newest first. */
export const myRewardsReply = z.object({ data: z.array(myReward) });
export type MyRewardsReply = z.infer<typeof myRewardsReply>;

export const celebration = z.object({
  id,
  kind: z.enum(CELEBRATION_KINDS),
  title: z.string(),
  animation: z.enum(ANIMATIONS),
  song: z.enum(SONGS),
});
export type Celebration = z.infer<typeof celebration>;
/** GET /api/auth/ranking/celebrations/{tenant}: celebrations not yet shown, oldest first (at most 10). */
export const celebrationsReply = z.object({ data: z.array(celebration) });
export type CelebrationsReply = z.infer<typeof celebrationsReply>;
/** PATCH /api/auth/ranking/celebrations/{tenant}: marks them seen. */
export const celebrationsSeenBody = z.object({ ids: z.array(idParam).min(1).max(50) });
export type CelebrationsSeenBody = z.infer<typeof celebrationsSeenBody>;
