import { loginPagePaths } from '@trilha/shared/login-page/paths';
import type { LoginPageUpdateBody, LoginPageUpdateReply } from '@trilha/shared/login-page/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';

const updateLoginPage = (body: LoginPageUpdateBody) => api<LoginPageUpdateReply>(loginPagePaths.update(), { method: 'POST', body });

/** Saves the login page; the reply's settings go straight into the school's cached `login`. */
export function useUpdateLoginPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoginPage,
    // The section shows the spec's own failure toast.
    meta: { silent: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TenantReply>(tenantQuery().queryKey, (tenant) => (tenant ? { ...tenant, login: data } : tenant));
    },
  });
}
