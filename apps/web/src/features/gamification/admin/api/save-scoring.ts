import type { ScoringFormOutput } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

export type ScoringSave = { values: ScoringFormOutput; mode: 'create' | 'update' };

/**
 * Spec 001 §7: POST create-parameters (create mode) or PUT update-parameters with
 * {tenant_id, platform, community}, then POST create-per-day-parameters with the per-day groups.
 */
async function saveScoring(tenantId: number, { values, mode }: ScoringSave) {
  const reply = await api<{ message: string }>(mode === 'create' ? gamificationPaths.newScoring() : gamificationPaths.scoringUpdate(), {
    method: mode === 'create' ? 'POST' : 'PUT',
    body: { tenant_id: tenantId, platform: values.platform, community: values.community },
  });
  await api<{ message: string }>(gamificationPaths.dailyScoring(), {
    method: 'POST',
    body: {
      tenant_id: tenantId,
      community_settings: values.community_settings,
      platform_settings: values.platform_settings,
    },
  });
  return reply;
}

export function useSaveScoring(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ScoringSave) => saveScoring(tenantId, save),
    // Spec 001 §8: scoring errors are silent.
    meta: { silent: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.scoring(tenantId) });
      // A change of points starts the recalculation: its progress is read anew.
      await queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.recalculation(tenantId) });
    },
  });
}
