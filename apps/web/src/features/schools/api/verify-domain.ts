import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolDomainReply, type SchoolDomain } from '@trilha/shared/schools/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { DomainsReply } from './get-domains';
import { schoolKeys } from './get-schools';

/**
 * POST /api/admin/domains/{id}/verify: the server looks the TXT record up. 200 with the domain
 * verified (and primary when it is the school's first custom one), or 422 saying what DNS had.
 */
export function useVerifyDomain(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<SchoolDomain> =>
      schoolDomainReply.parse(await api<unknown>(schoolPaths.verifyDomain({ id }), { method: 'POST' })).data,
    // The domain's card shows the server's answer in place.
    meta: { silent: true },
    onSuccess: (verified) => {
      queryClient.setQueryData<DomainsReply>(
        schoolKeys.domains(tenantId),
        (list) => list && { ...list, data: list.data.map((domain) => (domain.id === verified.id ? verified : domain)) },
      );
      // Read again for the order the server keeps (verified first, the primary on top).
      return queryClient.invalidateQueries({ queryKey: schoolKeys.domains(tenantId) });
    },
  });
}
