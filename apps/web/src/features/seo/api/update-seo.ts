import { seoPaths } from '@trilha/shared/seo/paths';
import type { UpdateSeoBody, UpdateSeoReply } from '@trilha/shared/seo/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';

const updateSeo = ({ tenantId, body }: { tenantId: number; body: UpdateSeoBody }) =>
  api<UpdateSeoReply>(seoPaths.update(), { method: 'POST', body, headers: { tenantId: String(tenantId) } });

/** The reply's name and description go straight into ['tenant'] (header brand, page title). */
export function useUpdateSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeo,
    meta: { silent: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TenantReply>(tenantQuery().queryKey, (tenant) => (tenant ? { ...tenant, ...data } : tenant));
      return queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
