import type { RankingSwitchReply } from '@trilha/shared/gamification/admin-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/community/get-first/{tenant}: reads show_ranking (and whether the school has a community). */
export const getRankingSwitch = (tenantId: number) => api<RankingSwitchReply>(`/api/auth/community/get-first/${tenantId}`);

export const rankingSwitchQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.rankingSwitch(tenantId), queryFn: () => getRankingSwitch(tenantId) });
export const useRankingSwitch = (tenantId: number) => useQuery(rankingSwitchQuery(tenantId));

/** Spec 001 §7: PUT /api/auth/ranking/toggle-status/{0|1}/{tenant}. */
export const toggleRanking = (tenantId: number, show: boolean) =>
  api<{ message: string }>(`/api/auth/ranking/toggle-status/${show ? 1 : 0}/${tenantId}`, { method: 'PUT' });

export function useToggleRanking(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => toggleRanking(tenantId, show),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.rankingSwitch(tenantId) }),
  });
}

/** Spec 001 §7: POST /api/auth/community/reset-ranking, empty body, header tenantId; the reply carries a message. */
export const resetRanking = (tenantId: number) =>
  api<{ message: string }>('/api/auth/community/reset-ranking', { method: 'POST', headers: { tenantId: String(tenantId) } });

export function useResetRanking(tenantId: number) {
  return useMutation({ mutationFn: () => resetRanking(tenantId), meta: { silent: true } });
}
