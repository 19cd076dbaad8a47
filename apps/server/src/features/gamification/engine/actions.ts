import { sql } from 'drizzle-orm';
import type { CommunityAction, PerDayAction, PlatformAction } from '@trilha/shared/gamification/constants';
import { gamificationSettings } from '../../../db/schema/index';

/**
 * What the engine scores (docs/gamification.md "The engine"): an action is a points column of
 * gamification_settings (spec 001 §3), and each, but login, has a per-day setting of its own kind.
 */
export type ScoredAction = PlatformAction | CommunityAction;

/** The settings column that prices each action. */
export const POINTS_COLUMN = {
  login: gamificationSettings.login,
  comment_class: gamificationSettings.commentClass,
  watch_class: gamificationSettings.watchClass,
  like_class: gamificationSettings.likeClass,
  finish_module: gamificationSettings.finishModule,
  finish_course: gamificationSettings.finishCourse,
  finish_class: gamificationSettings.finishClass,
  score_posts: gamificationSettings.scorePosts,
  score_comments: gamificationSettings.scoreComments,
  score_replies: gamificationSettings.scoreReplies,
  score_likes: gamificationSettings.scoreLikes,
} as const;

export const SCORED_ACTIONS = Object.keys(POINTS_COLUMN) as ScoredAction[];

/** The per-day setting an action counts towards; login has none (it scores once a day already). */
export const PER_DAY_KIND: Record<ScoredAction, PerDayAction | null> = {
  login: null,
  comment_class: 'comment_class',
  watch_class: 'watch_class',
  like_class: 'like_class',
  finish_module: 'finish_module',
  finish_course: 'finish_course',
  finish_class: 'finish_class',
  score_posts: 'post',
  score_comments: 'comment',
  score_replies: 'reply',
  score_likes: 'like',
};

/** A per-day bonus's ledger action: `bonus:` and its kind (at most 24 characters). */
export const bonusAction = (kind: PerDayAction) => `bonus:${kind}`;

/** The UTC calendar day of an instant, `yyyy-mm-dd` (the per-day window, docs/gamification.md). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day as the bonus row's object id: yyyymmdd. */
export const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}

/** Text in code-unit order: a batch's sort key (localeCompare asks the locale each call, and the order only needs to be the same everywhere). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The boards (gamification_histogram.board): all time, and the two rolling windows with their length in days. */
export const BOARD = { all: 0, '30d': 1, '7d': 2 } as const;
/** Each board's score column in gamification_standings, by board number. */
export const BOARD_COLUMNS = ['score_all', 'score_30d', 'score_7d'] as const;
/** A board's score column of gamification_standings (alias `b`), for a statement. */
export const boardScore = (board: number, alias = 'b') => sql.raw(`${alias}.${BOARD_COLUMNS[board] ?? 'score_all'}`);
export const WINDOWS = [
  { board: BOARD['30d'], days: 30 },
  { board: BOARD['7d'], days: 7 },
] as const;
