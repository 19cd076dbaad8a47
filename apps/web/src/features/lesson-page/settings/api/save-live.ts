import type { Live, LiveFormInput } from '@trilha/shared/lesson-page/schemas';
import { livePaths } from '@trilha/shared/lives/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** POST /api/auth/lives/{tenant} or PUT /api/auth/lives/{tenant}/{liveId} (paths chosen by Trilha). */
const saveLive = (tenantId: number, id: number | null, body: LiveFormInput) =>
  api<{ data: Live }>(id === null ? livePaths.lives({ tenant: tenantId }) : livePaths.live({ tenant: tenantId, liveId: id }), {
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
