import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rewardKeys } from './keys';

/** Spec 000 §7: GET /api/auth/ranking/rewards/get/{tenant}; "the list is reversed for display" (newest first). */
const getRewards = (tenantId: number) =>
  api<{ data: AdminReward[] }>(gamificationPaths.rewards({ tenant: tenantId })).then((reply) => [...reply.data].reverse());

const rewardsQuery = (tenantId: number) => queryOptions({ queryKey: rewardKeys.list(tenantId), queryFn: () => getRewards(tenantId) });

export const useRewards = (tenantId: number) => useQuery(rewardsQuery(tenantId));
