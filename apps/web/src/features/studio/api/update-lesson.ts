import { studioPaths } from '@trilha/shared/studio/paths';
import type { LessonUpdateBody, StudioLesson, studioLessonReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { findLesson, patchLesson, replaceLesson, settled, useOutlineCache } from './outline-cache';

type LessonReply = z.infer<typeof studioLessonReply>;
/** Any field of a lesson but its module: a move is move-lesson.ts, which also places it. */
export type LessonChange = { lessonId: number; fields: Omit<LessonUpdateBody, 'module_id'> };

/** PATCH /api/admin/lessons/{id}. */
export const updateLesson = (lessonId: number, fields: LessonUpdateBody) =>
  api<LessonReply>(studioPaths.lesson({ id: lessonId }), { method: 'PATCH', body: fields }).then((reply) => reply.data);

/** Shown at once; a failure keeps what was typed on screen for another try (the editor's save state says so). */
export function useUpdateLesson(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: ({ lessonId, fields }: LessonChange) => updateLesson(lessonId, fields),
    scope: courseWrites(courseId),
    meta: { silent: true },
    onMutate: ({ lessonId, fields }) => cache.update((outline) => patchLesson(outline, lessonId, fields)),
    onSuccess: (lesson: StudioLesson, { lessonId, fields }) =>
      cache.update((outline) => {
        const current = findLesson(outline, lessonId);
        return current ? replaceLesson(outline, settled(current, fields as Partial<StudioLesson>, lesson)) : outline;
      }),
  });
}
