import { bannerPaths } from '@trilha/shared/banners/paths';
import type { BannerSettings, bannerSettingsReply } from '@trilha/shared/banners/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { bannersQuery } from './get-banners';

const updateBannerSettings = (tenantId: number, settings: BannerSettings) =>
  api<z.infer<typeof bannerSettingsReply>>(bannerPaths.settings(), { method: 'POST', body: { ...settings, tenant_id: tenantId } });

/** Spec 002 §8: the failure toast is the spec's fixed text, so the global one stays quiet. */
export function useUpdateBannerSettings(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BannerSettings) => updateBannerSettings(tenantId, settings),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQuery(tenantId).queryKey }),
  });
}
