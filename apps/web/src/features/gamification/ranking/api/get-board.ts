import type { RankingPeriod } from '@trilha/shared/gamification/constants';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { RankingBoardReply } from '@trilha/shared/gamification/student-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api/client';
import { RANKING_STALE_MS, rankingKeys } from './keys';

/** CONTRACT "Gamification, student side", a leaderboard: the top 10 and the viewer's own place; a community's strip names the community. */
const getBoard = (tenantId: number, period: RankingPeriod, communityId?: number) =>
  api<RankingBoardReply>(gamificationPaths.board({ tenant: tenantId }, { period, community_id: communityId }));

/** 404 is the server's "the ranking is off" (the school's switch, or the community's). */
export const isRankingOff = (error: unknown) => error instanceof ApiError && error.status === 404;

const boardQuery = (tenantId: number, period: RankingPeriod, communityId?: number) =>
  queryOptions({
    queryKey: rankingKeys.board(tenantId, period, communityId),
    queryFn: () => getBoard(tenantId, period, communityId),
    staleTime: RANKING_STALE_MS,
    // The page and the strip show their own state: off (404) is not an error to toast.
    meta: { silent: true },
  });

export const useBoard = (tenantId: number | undefined, period: RankingPeriod, communityId?: number, enabled = true) =>
  useQuery({ ...boardQuery(tenantId ?? 0, period, communityId), enabled: enabled && tenantId !== undefined });
