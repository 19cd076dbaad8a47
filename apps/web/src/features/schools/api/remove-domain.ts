import { schoolPaths } from '@trilha/shared/schools/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { DomainsReply } from './get-domains';
import { schoolKeys } from './get-schools';

/**
 * DELETE /api/admin/domains/{id}: 204, or 409 for the school's last verified host. The primary's
 * place may pass to another domain, so the list is read again.
 */
export function useRemoveDomain(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<undefined>(schoolPaths.domain({ id }), { method: 'DELETE' }).then(() => id),
    // The section says how it went, in the reader's language.
    meta: { silent: true },
    onSuccess: (removed) => {
      queryClient.setQueryData<DomainsReply>(
        schoolKeys.domains(tenantId),
        (list) => list && { ...list, data: list.data.filter((domain) => domain.id !== removed) },
      );
      return queryClient.invalidateQueries({ queryKey: schoolKeys.domains(tenantId) });
    },
  });
}
