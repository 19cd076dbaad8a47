import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import type { ShowcaseFlag } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { appearanceQuery } from '../../../lib/appearance';
import { homeCarouselsKey } from '../../../lib/query-keys';

/** Spec 002 §7: updateCustomBasic with tenant_id and the one show_carrousel_* flag that changed. */
const updateShowcaseFlag = ({ tenantId, flag, on }: { tenantId: number; flag: ShowcaseFlag; on: boolean }) =>
  api<{ data: AppearanceSettings }>(appearancePaths.settingsUpdate(), {
    method: 'POST',
    body: { tenant_id: tenantId, [flag]: on ? 1 : 0 },
  }).then((r) => r.data);

/** The answer replaces the cached platform settings, which is where the switches read the flags. */
export function useUpdateShowcaseFlag(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, on }: { flag: ShowcaseFlag; on: boolean }) => updateShowcaseFlag({ tenantId, flag, on }),
    meta: { silent: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(appearanceQuery(tenantId).queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: homeCarouselsKey(tenantId) });
    },
  });
}
