import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { removeModule, useOutlineCache } from './outline-cache';

/** DELETE /api/admin/modules/{id}: the module with its lessons and everything hung on them (docs/course-studio.md "Deleting"). */
export function useDeleteModule(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: (moduleId: number) => api<undefined>(studioPaths.module({ id: moduleId }), { method: 'DELETE' }),
    scope: courseWrites(courseId),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: (_reply, moduleId) => {
      cache.update((outline) => removeModule(outline, moduleId));
      void cache.refreshList();
    },
  });
}
