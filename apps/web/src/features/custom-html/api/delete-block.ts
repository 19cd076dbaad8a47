import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { customHtmlKeys } from './keys';

/** CONTRACT "Custom HTML": DELETE /api/platform/auth/custom-html/{id} ("HTML excluído com sucesso"). */
export const deleteBlock = (id: number) => api<{ message: string }>(`/api/platform/auth/custom-html/${id}`, { method: 'DELETE' });

export function useDeleteBlock(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlock,
    // Spec 002 §8 names the failure text; the section toasts it.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customHtmlKeys.blocks(tenantId) }),
  });
}
