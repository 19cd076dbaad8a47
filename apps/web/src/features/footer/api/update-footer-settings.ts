import { footerPaths } from '@trilha/shared/footer/paths';
import type { FooterSettings, FooterSettingsBody, FooterSettingsValues } from '@trilha/shared/footer/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { footerSettingsQuery } from './get-footer-settings';
import { publicFooterQuery } from './get-public-footer';

const updateFooterSettings = (body: FooterSettingsBody) =>
  api<{ message: string; data: FooterSettings }>(footerPaths.settingsUpdate(), { method: 'POST', body }).then((reply) => reply.data);

/** Saves documents and social links; the reply (sanitised HTML) becomes the cached settings. */
export function useUpdateFooterSettings(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The wire has "" for "no link"; the form's parsed values have null.
    mutationFn: (values: FooterSettingsValues) =>
      updateFooterSettings({
        ...values,
        url_facebook: values.url_facebook ?? '',
        url_instagram: values.url_instagram ?? '',
        url_youtube: values.url_youtube ?? '',
        tenant_id: tenantId,
      }),
    // The section shows the spec's own failure toast.
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(footerSettingsQuery(tenantId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: publicFooterQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['footer', 'document'] });
    },
  });
}
