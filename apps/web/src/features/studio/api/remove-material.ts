import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useMaterialsCache } from './materials-cache';

/** DELETE /api/admin/materials/{id}: 204; its file is released on the server. */
export function useRemoveMaterial(tenantId: number, courseId: number, lessonId: number) {
  const update = useMaterialsCache(tenantId, courseId, lessonId);
  return useMutation({
    mutationFn: (materialId: number) => api<undefined>(studioPaths.material({ id: materialId }), { method: 'DELETE' }),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: (_reply, materialId) => update((materials) => materials.filter((m) => m.id !== materialId)),
  });
}
