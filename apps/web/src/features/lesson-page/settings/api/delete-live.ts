import { livePaths } from '@trilha/shared/lives/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** DELETE /api/auth/lives/{tenant}/{liveId} (path chosen by Trilha). */
const deleteLive = (tenantId: number, id: number) => api<unknown>(livePaths.live({ tenant: tenantId, liveId: id }), { method: 'DELETE' });

export function useDeleteLive(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLive(tenantId, id),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonPageKeys.lives(tenantId) }),
  });
}
