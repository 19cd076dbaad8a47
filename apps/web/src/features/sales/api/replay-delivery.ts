import { salePaths } from '@trilha/shared/sales/paths';
import type { Delivery } from '@trilha/shared/sales/schemas';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { DeliveriesPage } from './get-deliveries';
import { saleKeys } from './get-integrations';

type DeliveryReply = { data: Delivery };

/**
 * POST /api/admin/integrations/deliveries/{id}/replay: the delivery runs again (after its product
 * was mapped, say). Its row turns "Na fila" at once; the log is read again for what the job did.
 */
export function useReplayDelivery(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<DeliveryReply>(salePaths.replay({ id }), { method: 'POST' }).then((reply): Delivery => reply.data),
    // The log says how it went, in the reader's language.
    meta: { silent: true },
    onSuccess: (replayed) => {
      queryClient.setQueryData<InfiniteData<DeliveriesPage>>(
        saleKeys.deliveries(tenantId),
        (log) =>
          log && {
            ...log,
            pages: log.pages.map((page) => ({ ...page, data: page.data.map((row) => (row.id === replayed.id ? replayed : row)) })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: saleKeys.deliveries(tenantId) });
    },
  });
}
