import { footerPaths } from '@trilha/shared/footer/paths';
import type { FooterSettings } from '@trilha/shared/footer/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { footerSettingsQuery } from './get-footer-settings';
import { publicFooterQuery } from './get-public-footer';

const toggleFooter = (body: { footer_visible: 0 | 1; tenant_id: number }) =>
  api<{ message: string; data: { footer_visible: boolean } }>(footerPaths.visibility(), {
    method: 'POST',
    body,
  });

/** Spec 002 §4: the switch saves at once; /api/tenant carries footer_visible, so that cache follows. */
export function useToggleFooter(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => toggleFooter({ footer_visible: visible ? 1 : 0, tenant_id: tenantId }),
    meta: { silent: true },
    onSuccess: async ({ data }) => {
      queryClient.setQueryData<TenantReply>(tenantQuery().queryKey, (old) => old && { ...old, footer_visible: data.footer_visible });
      queryClient.setQueryData<FooterSettings>(
        footerSettingsQuery(tenantId).queryKey,
        (old) => old && { ...old, footer_visible: data.footer_visible },
      );
      await queryClient.invalidateQueries({ queryKey: publicFooterQuery().queryKey });
    },
  });
}
