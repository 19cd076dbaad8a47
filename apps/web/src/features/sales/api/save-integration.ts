import { salePaths } from '@trilha/shared/sales/paths';
import type { Integration, IntegrationBody, integrationReply, SaleProvider } from '@trilha/shared/sales/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { saleKeys } from './get-integrations';

type IntegrationReply = z.infer<typeof integrationReply>;

export type IntegrationSave = { provider: SaleProvider; body: IntegrationBody };

/**
 * PUT /api/admin/integrations/{provider}: switched on or off, a new secret (absent keeps the saved
 * one) and the product mappings. The reply replaces that provider in the list at once.
 */
export function useSaveIntegration(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, body }: IntegrationSave) =>
      api<IntegrationReply>(salePaths.integration({ provider }), { method: 'PUT', body }).then((reply): Integration => reply.data),
    // The card shows the refusal under its fields, or as a toast.
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData<Integration[]>(saleKeys.integrations(tenantId), (list) =>
        list?.map((item) => (item.provider === saved.provider ? saved : item)),
      );
      return queryClient.invalidateQueries({ queryKey: saleKeys.integrations(tenantId) });
    },
  });
}
