import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { orderModules, useOutlineCache } from './outline-cache';

/**
 * PUT /api/admin/courses/{id}/modules/order `{ ids }`: shown at once; a failure keeps the new order
 * on screen for another try. The reply's outline is not taken: it would undo edits still travelling.
 */
export function useOrderModules(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: (ids: number[]) => api<unknown>(studioPaths.courseModulesOrder({ id: courseId }), { method: 'PUT', body: { ids } }),
    scope: courseWrites(courseId),
    meta: { silent: true },
    onMutate: (ids) => cache.update((outline) => orderModules(outline, ids)),
  });
}
