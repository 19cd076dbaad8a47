import type { RankingPeriod } from '@trilha/shared/gamification/constants';

/** CONTRACT "Gamification, student side": the paths, and the query keys' one owner. */
export const RANKING_PATHS = {
  me: (tenantId: number) => `/api/auth/ranking/me/${tenantId}`,
  board: (tenantId: number, period: RankingPeriod, communityId?: number) =>
    `/api/auth/ranking/board/${tenantId}?period=${period}${communityId ? `&community_id=${communityId}` : ''}`,
  myRewards: (tenantId: number) => `/api/auth/ranking/my-rewards/${tenantId}`,
  celebrations: (tenantId: number) => `/api/auth/ranking/celebrations/${tenantId}`,
};

export const rankingKeys = {
  me: (tenantId: number) => ['ranking', 'me', tenantId] as const,
  board: (tenantId: number, period: RankingPeriod, communityId?: number) =>
    ['ranking', 'board', tenantId, period, communityId ?? null] as const,
  myRewards: (tenantId: number) => ['ranking', 'my-rewards', tenantId] as const,
  celebrations: (tenantId: number) => ['ranking', 'celebrations', tenantId] as const,
};

/** Points and boards move as the engine's jobs run: a minute old is fresh enough, and a page opened later asks again. */
export const RANKING_STALE_MS = 60_000;
