/**
 * Gamification's names and limits, zod-free (spec 000 §3, §9; spec 001 §3, §5, §9;
 * docs/gamification.md). The admin drawers, the engine and the student screens all read these.
 */

/** Spec 000 §3, §9: what earns a reward ('Alcançar pontos', 'Passar na avaliação', 'Conclusão de aula'). */
export const REWARD_TYPES = ['score', 'quiz', 'lesson'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Spec 001 §3: how a reward is delivered (materials, links, badge / Insígnia, embed code, a product). */
export const DELIVERY_TYPES = ['file', 'link', 'badge', 'embed', 'product'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * Spec 000 §3: the animation choices, `none` and the eleven others (gold, silver and bronze
 * level-up, silver medal, reward, congratulations, trophies 1 to 3, rocket, congratulation 1).
 */
export const ANIMATIONS = [
  'none',
  'gold_level_up',
  'silver_level_up',
  'bronze_level_up',
  'silver_medal',
  'reward',
  'congratulations',
  'trophy_1',
  'trophy_2',
  'trophy_3',
  'rocket',
  'congratulation_1',
] as const;
export type Animation = (typeof ANIMATIONS)[number];

/**
 * Spec 001 §2: a reward's song, previewed 5 s "from a sound file named after the chosen song"
 * (the web app's /sounds/{song}.* files, made for Trilha, no outside audio). The spec does not
 * list the songs; these are Trilha's.
 */
export const SONGS = ['none', 'fanfare', 'chime', 'applause', 'level_up', 'victory'] as const;
export type Song = (typeof SONGS)[number];

/** Spec 001 §3, platform group: points a student scores per action on the courses. */
export const PLATFORM_ACTIONS = [
  'login',
  'comment_class',
  'watch_class',
  'like_class',
  'finish_module',
  'finish_course',
  'finish_class',
] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

/** Spec 001 §3, community group: points per community action (`score_posts`, ...). */
export const COMMUNITY_ACTIONS = ['score_posts', 'score_comments', 'score_replies', 'score_likes'] as const;
export type CommunityAction = (typeof COMMUNITY_ACTIONS)[number];

/** Spec 001 §3: the per-day settings, by group. */
export const PER_DAY_COMMUNITY = ['post', 'like', 'reply', 'comment'] as const;
export const PER_DAY_PLATFORM = ['like_class', 'comment_class', 'watch_class', 'finish_class', 'finish_module', 'finish_course'] as const;
export type PerDayAction = (typeof PER_DAY_COMMUNITY)[number] | (typeof PER_DAY_PLATFORM)[number];

/** The periods a leaderboard covers (CONTRACT "Gamification, student side"). */
export const RANKING_PERIODS = ['all', '30d', '7d'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** What a celebration is for (CONTRACT "Gamification, student side"). */
export const CELEBRATION_KINDS = ['level', 'reward'] as const;

/** Spec 001 §9 / spec 000 §9. */
export const REWARD_NAME_MAX = 150;
export const REWARD_DESCRIPTION_MAX = 250;
/** Spec 001 §3: 32 on create; the edit input allows 150 (the counter still shows /32). */
export const LEVEL_NAME_MAX = 32;
export const LEVEL_NAME_EDIT_MAX = 150;
export const LEVEL_PRODUCT_NAME_CUT = 35;
export const BADGE_MAX_BYTES = 1_048_576;
/** Spec 001 §2: the badge is cropped square, 400 x 400 recommended. */
export const BADGE_SIZE = 400;
/** Trilha's bounds, so no input grows a row without end. */
export const POINTS_MAX = 10_000;
export const NEEDED_SCORE_MAX = 100_000_000;
export const NEEDED_INTERACTION_MAX = 1_000;
export const REWARD_LINKS_MAX = 20;
export const REWARD_EMBED_MAX = 10_000;
export const POINTS_NAME_MAX = 32;
/** Spec 000 §9 / spec 001 §2. */
export const ANIMATION_PREVIEW_MS = 7000;
export const SONG_PREVIEW_MS = 5000;
/** CONTRACT "Gamification, student side": a leaderboard is the top 10. */
export const BOARD_SIZE = 10;
