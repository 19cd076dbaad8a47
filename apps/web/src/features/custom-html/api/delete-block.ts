import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CUSTOM_HTML_SCREENS_KEY } from '../../../lib/query-keys';
import { customHtmlKeys } from './keys';

/** CONTRACT "Custom HTML": DELETE /api/platform/auth/custom-html/{id} ("HTML excluído com sucesso"). */
const deleteBlock = (id: number) => api<{ message: string }>(customHtmlPaths.block({ id }), { method: 'DELETE' });

export function useDeleteBlock(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlock,
    // Spec 002 §8 names the failure text; the section toasts it.
    meta: { silent: true },
    // The panel's list, and the blocks of every screen seen so far (this editor's own pages).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customHtmlKeys.blocks(tenantId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOM_HTML_SCREENS_KEY }),
      ]),
  });
}
