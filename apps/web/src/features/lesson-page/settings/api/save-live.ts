import type { Live, LiveFormInput } from '@trilha/shared/lesson-page/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** POST /api/auth/lives/{tenant} or PUT /api/auth/lives/{tenant}/{liveId} (paths chosen by Trilha). */
export const saveLive = (tenantId: number, id: number | null, body: LiveFormInput) =>
  api<{ data: Live }>(id === null ? `/api/auth/lives/${tenantId}` : `/api/auth/lives/${tenantId}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });

export function useSaveLive(tenantId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveFormInput) => saveLive(tenantId, id, body),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonPageKeys.lives(tenantId) }),
  });
}
