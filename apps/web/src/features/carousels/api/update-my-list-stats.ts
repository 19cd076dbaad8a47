import { CAROUSEL_PATHS } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

export const updateMyListStats = ({ tenantId, on }: { tenantId: number; on: boolean }) =>
  api<{ message?: string }>(CAROUSEL_PATHS.myListUpdate, { method: 'POST', body: { tenant_id: tenantId, mylist_status: on ? 1 : 0 } });

export function useUpdateMyListStats(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateMyListStats({ tenantId, on }),
    meta: { silent: true },
    onSuccess: () => refreshShowcase(queryClient, tenantId),
  });
}
