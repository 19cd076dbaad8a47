import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** DELETE /api/auth/lives/{tenant}/{liveId} (path chosen by Trilha). */
export const deleteLive = (tenantId: number, id: number) => api<unknown>(`/api/auth/lives/${tenantId}/${id}`, { method: 'DELETE' });

export function useDeleteLive(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLive(tenantId, id),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonPageKeys.lives(tenantId) }),
  });
}
