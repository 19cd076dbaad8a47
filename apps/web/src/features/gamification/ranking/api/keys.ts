import type { RankingPeriod } from '@trilha/shared/gamification/constants';

/** CONTRACT "Gamification, student side": the query keys' one owner (the paths are gamificationPaths). */
export const rankingKeys = {
  me: (tenantId: number) => ['ranking', 'me', tenantId] as const,
  board: (tenantId: number, period: RankingPeriod, communityId?: number) =>
    ['ranking', 'board', tenantId, period, communityId ?? null] as const,
  myRewards: (tenantId: number) => ['ranking', 'my-rewards', tenantId] as const,
  celebrations: (tenantId: number) => ['ranking', 'celebrations', tenantId] as const,
};

/** Points and boards move as the engine's jobs run: a minute old is fresh enough, and a page opened later asks again. */
export const RANKING_STALE_MS = 60_000;
