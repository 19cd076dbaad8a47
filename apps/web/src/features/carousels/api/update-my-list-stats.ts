import { carouselPaths } from '@trilha/shared/carousels/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

const updateMyListStats = ({ tenantId, on }: { tenantId: number; on: boolean }) =>
  api<{ message?: string }>(carouselPaths.myListUpdate(), { method: 'POST', body: { tenant_id: tenantId, mylist_status: on ? 1 : 0 } });

export function useUpdateMyListStats(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateMyListStats({ tenantId, on }),
    meta: { silent: true },
    onSuccess: () => refreshShowcase(queryClient, tenantId),
  });
}
