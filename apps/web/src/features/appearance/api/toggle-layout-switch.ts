import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { appearanceQuery } from '../../../lib/appearance';

export type LayoutSwitch = 'sidebar' | 'showcase';

/** Spec 002 §7: updateCustomBasic with a single sidebar or showcase toggle (0/1) and tenant_id. */
const toggleLayoutSwitch = (tenantId: number, name: LayoutSwitch, on: boolean) =>
  api<{ data: AppearanceSettings }>(appearancePaths.settingsUpdate(), {
    method: 'POST',
    body: { tenant_id: tenantId, [name]: on ? 1 : 0 },
  }).then((r) => r.data);

/** Spec 002 §4: the switch saves at once and the answer replaces the cached settings. */
export function useToggleLayoutSwitch(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, on }: { name: LayoutSwitch; on: boolean }) => toggleLayoutSwitch(tenantId, name, on),
    meta: { silent: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(appearanceQuery(tenantId).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
