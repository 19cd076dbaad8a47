import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { MyRewardsReply } from '@trilha/shared/gamification/student-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { RANKING_STALE_MS, rankingKeys } from './keys';

/** CONTRACT "Gamification, student side", my rewards: the rewards the viewer earned, newest first, each with what it delivers. */
const getMyRewards = (tenantId: number) => api<MyRewardsReply>(gamificationPaths.myRewards({ tenant: tenantId }));

const myRewardsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: rankingKeys.myRewards(tenantId),
    queryFn: () => getMyRewards(tenantId),
    select: (reply) => reply.data,
    staleTime: RANKING_STALE_MS,
    meta: { silent: true },
  });

export const useMyRewards = (tenantId: number | undefined) =>
  useQuery({ ...myRewardsQuery(tenantId ?? 0), enabled: tenantId !== undefined });
