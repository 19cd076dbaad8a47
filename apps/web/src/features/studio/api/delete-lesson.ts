import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { removeLesson, useOutlineCache } from './outline-cache';

/** DELETE /api/admin/lessons/{id}: the lesson with its comments, likes and learners' progress. */
export function useDeleteLesson(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: (lessonId: number) => api<undefined>(studioPaths.lesson({ id: lessonId }), { method: 'DELETE' }),
    scope: courseWrites(courseId),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: (_reply, lessonId) => {
      cache.update((outline) => removeLesson(outline, lessonId));
      void cache.refreshList();
    },
  });
}
