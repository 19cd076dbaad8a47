import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rewardKeys } from './keys';

/** Spec 000 §7: DELETE /api/auth/ranking/rewards/delete/{tenant}/{rewardId}. */
const deleteReward = (tenantId: number, rewardId: number) =>
  api<{ message: string }>(gamificationPaths.reward({ tenant: tenantId, rewardId }), { method: 'DELETE' });

export function useDeleteReward(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => deleteReward(tenantId, rewardId),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.list(tenantId) }),
  });
}
