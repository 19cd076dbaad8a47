import type { RankingSwitchReply } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/community/get-first/{tenant}: reads show_ranking (and whether the school has a community). */
const getRankingSwitch = (tenantId: number) => api<RankingSwitchReply>(gamificationPaths.rankingSwitch({ tenant: tenantId }));

const rankingSwitchQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.rankingSwitch(tenantId), queryFn: () => getRankingSwitch(tenantId) });
export const useRankingSwitch = (tenantId: number) => useQuery(rankingSwitchQuery(tenantId));

/** Spec 001 §7: PUT /api/auth/ranking/toggle-status/{0|1}/{tenant}. */
const toggleRanking = (tenantId: number, show: boolean) =>
  api<{ message: string }>(gamificationPaths.rankingStatus({ status: show ? 1 : 0, tenant: tenantId }), { method: 'PUT' });

export function useToggleRanking(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => toggleRanking(tenantId, show),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.rankingSwitch(tenantId) }),
  });
}

/** Spec 001 §7: POST /api/auth/community/reset-ranking, empty body, header tenantId; the reply carries a message. */
const resetRanking = (tenantId: number) =>
  api<{ message: string }>(gamificationPaths.rankingReset(), { method: 'POST', headers: { tenantId: String(tenantId) } });

export function useResetRanking(tenantId: number) {
  return useMutation({ mutationFn: () => resetRanking(tenantId), meta: { silent: true } });
}
