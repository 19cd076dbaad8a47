import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolDomainReply, type SchoolDomain } from '@trilha/shared/schools/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { DomainsReply } from './get-domains';
import { schoolKeys } from './get-schools';

/** POST /api/admin/domains `{ host }`: a host name, pending until its TXT record is found; it joins the list at once. */
export function useAddDomain(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (host: string): Promise<SchoolDomain> =>
      schoolDomainReply.parse(await api<unknown>(schoolPaths.domains(), { method: 'POST', body: { host } })).data,
    // The form shows the refusal under its field.
    meta: { silent: true },
    onSuccess: (added) => {
      queryClient.setQueryData<DomainsReply>(schoolKeys.domains(tenantId), (list) => list && { ...list, data: [...list.data, added] });
      return queryClient.invalidateQueries({ queryKey: schoolKeys.domains(tenantId) });
    },
  });
}
