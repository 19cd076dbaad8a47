import type { Level, LevelFormOutput as LevelFormValues, ProductPermission } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';
import { createLevelPermissions, deleteLevelPermission } from './level-permissions';

type Saved = { message: string; id: number; data: Level };
/** The level drawer's save: the form's values, the picture picked (a File), or null to remove it. */
export type LevelSave = { values: LevelFormValues; image: File | null | undefined; level: Level | null; permissions: ProductPermission[] };

const flag = (value: boolean) => (value ? '1' : '0');

/** Spec 001 §7: POST /api/auth/ranking/levels/create, multipart (tenant_id, name, needed_score, color, img, show_* 1/0, animation). */
function createLevel(tenantId: number, values: LevelFormValues, image: File | null | undefined) {
  const form = new FormData();
  form.append('tenant_id', String(tenantId));
  form.append('name', values.name);
  form.append('needed_score', String(values.needed_score));
  form.append('color', values.color);
  form.append('show_level_on_profile', flag(values.show_level_on_profile));
  form.append('show_score_on_profile', flag(values.show_score_on_profile));
  form.append('animation', values.animation);
  if (image) form.append('img', image);
  return api<Saved>(gamificationPaths.newLevel(), { method: 'POST', body: form });
}

/** Spec 001 §7: POST /api/auth/ranking/levels/update, JSON; `img` kept as it was, or null to remove it. */
const updateLevel = (tenantId: number, level: Level, values: LevelFormValues, image: File | null | undefined) =>
  api<Saved>(gamificationPaths.levelUpdate(), {
    method: 'POST',
    body: { tenant_id: tenantId, id: level.id, ...withoutProducts(values), img: image === null ? null : level.img },
  });

/** POST /api/auth/ranking/levels/image/{tenant}/{levelId} (path chosen by Trilha): a new picture for a level being edited. */
function replaceImage(tenantId: number, levelId: number, image: File) {
  const form = new FormData();
  form.append('img', image);
  return api<Saved>(gamificationPaths.levelImage({ tenant: tenantId, levelId }), { method: 'POST', body: form });
}

const withoutProducts = (values: LevelFormValues) => ({
  name: values.name,
  needed_score: values.needed_score,
  color: values.color,
  show_level_on_profile: values.show_level_on_profile,
  show_score_on_profile: values.show_score_on_profile,
  animation: values.animation,
});

/**
 * The level, then its products as spec 001 §7 makes them (permissions created after the level; on
 * edit, products removed are deleted one by one and new ones created).
 */
async function saveLevel(tenantId: number, { values, image, level, permissions }: LevelSave): Promise<Saved> {
  const saved = level ? await updateLevel(tenantId, level, values, image) : await createLevel(tenantId, values, image);
  const finalSave = level && image ? await replaceImage(tenantId, level.id, image) : saved;
  const wanted = new Set(values.products);
  const held = new Set(permissions.map((p) => p.plan_id));
  for (const p of permissions) if (!wanted.has(p.plan_id)) await deleteLevelPermission(p.id);
  const added = [...wanted].filter((id) => !held.has(id));
  if (added.length > 0) await createLevelPermissions(tenantId, level?.id ?? saved.id, added);
  return finalSave;
}

export function useSaveLevel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: LevelSave) => saveLevel(tenantId, save),
    // The drawer names each failure (spec 001 §8), so the global toast stays quiet.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.levels(tenantId) }),
  });
}

/** Spec 001 §7: DELETE /api/auth/ranking/levels/delete/{levelId}/{tenant}. */
const deleteLevel = (tenantId: number, levelId: number) =>
  api<{ message: string }>(gamificationPaths.level({ levelId, tenant: tenantId }), { method: 'DELETE' });

export function useDeleteLevel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levelId: number) => deleteLevel(tenantId, levelId),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.levels(tenantId) }),
  });
}
