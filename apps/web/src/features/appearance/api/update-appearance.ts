import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { AppearanceForm, AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { appearanceQuery } from '../../../lib/appearance';

const updateAppearance = (tenantId: number, form: AppearanceForm) =>
  api<{ data: AppearanceSettings }>(appearancePaths.settingsUpdate(), { method: 'POST', body: { tenant_id: tenantId, ...form } }).then(
    (r) => r.data,
  );

/** Saves the whole Aparência form; spec 002 §8: a failure is silent (no toast). */
export function useUpdateAppearance(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: AppearanceForm) => updateAppearance(tenantId, form),
    meta: { silent: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(appearanceQuery(tenantId).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
