import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolDomainsReply } from '@trilha/shared/schools/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { DomainsReply } from './get-domains';
import { schoolKeys } from './get-schools';

/**
 * PATCH /api/admin/domains `{ redirect_to_primary }`: pages asked on the school's other hosts move
 * to its primary domain (409 without a verified primary). The reply is the list, as GET gives it.
 */
export function useSetRedirectToPrimary(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (redirect: boolean): Promise<DomainsReply> =>
      schoolDomainsReply.parse(await api<unknown>(schoolPaths.domains(), { method: 'PATCH', body: { redirect_to_primary: redirect } })),
    // The switch shows the server's refusal beside it.
    meta: { silent: true },
    onSuccess: (list) => queryClient.setQueryData<DomainsReply>(schoolKeys.domains(tenantId), list),
  });
}
