import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { RankingMeReply } from '@trilha/shared/gamification/student-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { RANKING_STALE_MS, rankingKeys } from './keys';

/** CONTRACT "Gamification, student side", my points and level: score, points' name, level, next level and rank. */
const getMyRanking = (tenantId: number) => api<RankingMeReply>(gamificationPaths.me({ tenant: tenantId }));

/** Each screen shows its own state (or nothing, in the drawer), so a failure toasts nothing. */
const myRankingQuery = (tenantId: number) =>
  queryOptions({
    queryKey: rankingKeys.me(tenantId),
    queryFn: () => getMyRanking(tenantId),
    staleTime: RANKING_STALE_MS,
    meta: { silent: true },
  });

export const useMyRanking = (tenantId: number | undefined, enabled = true) =>
  useQuery({ ...myRankingQuery(tenantId ?? 0), enabled: enabled && tenantId !== undefined });
