import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rewardKeys } from './keys';

/** Spec 000 §7: GET /api/auth/ranking/rewards/get/{tenant}; "the list is reversed for display" (newest first). */
export const getRewards = (tenantId: number) =>
  api<{ data: AdminReward[] }>(`/api/auth/ranking/rewards/get/${tenantId}`).then((reply) => [...reply.data].reverse());

export const rewardsQuery = (tenantId: number) =>
  queryOptions({ queryKey: rewardKeys.list(tenantId), queryFn: () => getRewards(tenantId) });

export const useRewards = (tenantId: number) => useQuery(rewardsQuery(tenantId));
