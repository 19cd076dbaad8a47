import { carouselPaths } from '@trilha/shared/carousels/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { contentConfigQuery, type ContentConfig } from './get-content-config';

const updateSalesUrl = ({ tenantId, salesUrl }: { tenantId: number; salesUrl: string }) =>
  api<{ message: string; sales_url: string | null }>(carouselPaths.salesUrl(), {
    method: 'POST',
    body: { tenant_id: tenantId, sales_url: salesUrl },
  });

/** Saves the school's sales link (docs/catalog.md "Locked content"); the saved value lands in the Vitrine's cache. */
export function useUpdateSalesUrl(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (salesUrl: string) => updateSalesUrl({ tenantId, salesUrl }),
    meta: { silent: true },
    onSuccess: (reply) => {
      queryClient.setQueryData<ContentConfig>(contentConfigQuery(tenantId).queryKey, (old) =>
        old ? { ...old, sales_url: reply.sales_url } : old,
      );
    },
  });
}
