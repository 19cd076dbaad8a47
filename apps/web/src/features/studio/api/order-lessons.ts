import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { placeLessons, useOutlineCache } from './outline-cache';

export type LessonOrder = { moduleId: number; ids: number[] };

/** PUT /api/admin/modules/{id}/lessons/order `{ ids }`: every lesson of the module once. */
export const orderLessons = ({ moduleId, ids }: LessonOrder) =>
  api<unknown>(studioPaths.moduleLessonsOrder({ id: moduleId }), { method: 'PUT', body: { ids } });

/** Shown at once; a failure keeps the new order on screen for another try. */
export function useOrderLessons(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: orderLessons,
    scope: courseWrites(courseId),
    meta: { silent: true },
    onMutate: ({ moduleId, ids }) => cache.update((outline) => placeLessons(outline, moduleId, ids)),
  });
}
