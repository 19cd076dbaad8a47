import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { AdminReward, RewardFormValues, RewardPermission } from '@trilha/shared/gamification/reward-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rewardKeys } from './keys';

/** The form's files: a new delivery file and a cropped badge; null keeps what the reward holds. */
export type RewardFiles = { content: File | null; badge: Blob | null };
type Saved = { message: string; data: AdminReward };

/** CONTRACT "Rewards' multipart fields": a list repeats its field; an absent optional field is left out. */
function rewardFormData(tenantId: number, values: RewardFormValues, files: RewardFiles, id: number | null): FormData {
  const form = new FormData();
  form.append('tenant_id', String(tenantId));
  if (id !== null) form.append('id', String(id));
  form.append('name', values.name);
  form.append('reward_type', values.reward_type);
  if (values.needed_score !== undefined) form.append('needed_score', String(values.needed_score));
  if (values.quiz !== undefined) form.append('quiz', String(values.quiz));
  if (values.lesson !== undefined) form.append('lesson', String(values.lesson));
  form.append('description', values.description);
  if (id === null) for (const plan of values.plansSelected) form.append('plansSelected', String(plan));
  form.append('delivery_type', values.delivery_type);
  for (const link of values.links) form.append('links', link);
  form.append('embed', values.embed);
  if (values.deliverable_product !== undefined) form.append('deliverable_product', String(values.deliverable_product));
  form.append('song', values.song);
  form.append('animation', values.animation);
  if (files.content) form.append('content', files.content, files.content.name);
  if (files.badge) form.append('img', files.badge, 'badge.png');
  return form;
}

/**
 * Spec 000 §4: create, then the permissions for the selected plans (POST .../permissions/create),
 * then the list is refetched; edit is the same with an update (the products stay as created).
 */
export function useSaveReward(tenantId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, files }: { values: RewardFormValues; files: RewardFiles }) => {
      const body = rewardFormData(tenantId, values, files, id);
      if (id !== null) return api<Saved>(gamificationPaths.rewardUpdate(), { method: 'POST', body });
      const saved = await api<Saved>(gamificationPaths.newReward(), { method: 'POST', body });
      try {
        await api<{ data: RewardPermission[] }>(gamificationPaths.newRewardPermissions(), {
          method: 'POST',
          body: { reward_id: saved.data.id, array_plans_id: values.plansSelected, tenant_id: tenantId },
        });
      } catch (error) {
        throw new PermissionsError(error);
      }
      return saved;
    },
    // The form names each failure (spec 000 §8), so the global toast stays quiet.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.list(tenantId) }),
  });
}

/** The reward was saved but its permissions call failed: spec 000 §8 has its own default message. */
export class PermissionsError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : '');
  }
}
