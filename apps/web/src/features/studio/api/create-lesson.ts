import { studioPaths } from '@trilha/shared/studio/paths';
import type { LessonCreateBody, studioLessonReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { addLesson, useOutlineCache } from './outline-cache';

type LessonReply = z.infer<typeof studioLessonReply>;
export type NewLesson = { moduleId: number; body: LessonCreateBody };

/** POST /api/admin/modules/{id}/lessons: a lesson at the end of the module; it shows once the server gave it its id. */
export function useCreateLesson(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: ({ moduleId, body }: NewLesson) =>
      api<LessonReply>(studioPaths.moduleLessons({ id: moduleId }), { method: 'POST', body }).then((reply) => reply.data),
    scope: courseWrites(courseId),
    meta: { silent: true },
    onSuccess: (lesson) => {
      cache.update((outline) => addLesson(outline, lesson));
      void cache.refreshList();
    },
  });
}
