import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import type { CustomHtmlBlock, CustomHtmlFields } from '@trilha/shared/custom-html/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CUSTOM_HTML_SCREENS_KEY } from '../../../lib/query-keys';
import { customHtmlKeys } from './keys';

export type SaveBlockReply = { message: string; data: CustomHtmlBlock };

/** CONTRACT "Custom HTML": POST /api/platform/auth/custom-html, or PUT …/{id}; body `{ customHtml, tenant_id }`. */
const saveBlock = (tenantId: number, id: number | null, customHtml: CustomHtmlFields) =>
  api<SaveBlockReply>(id === null ? customHtmlPaths.newBlock() : customHtmlPaths.block({ id }), {
    method: id === null ? 'POST' : 'PUT',
    body: { customHtml, tenant_id: tenantId },
  });

export function useSaveBlock(tenantId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CustomHtmlFields) => saveBlock(tenantId, id, fields),
    // The form toasts the spec's words and puts the server's field issues on their fields.
    meta: { silent: true },
    // The panel's list, and the blocks of every screen seen so far (this editor's own pages).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customHtmlKeys.blocks(tenantId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOM_HTML_SCREENS_KEY }),
      ]),
  });
}
