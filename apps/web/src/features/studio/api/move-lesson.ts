import { useMutation } from '@tanstack/react-query';
import { courseWrites } from './keys';
import { orderLessons } from './order-lessons';
import { placeLessons, useOutlineCache } from './outline-cache';
import { updateLesson } from './update-lesson';

/** A lesson into another module, `ids` being that module's lessons in their new order (the moved one among them). */
export type LessonMove = { lessonId: number; moduleId: number; ids: number[] };

/**
 * The server puts a moved lesson at the end of its new module (PATCH `module_id`); the order of that
 * module then places it where it was dropped. Both run again on another try: a lesson already in the
 * module goes to its end once more, and the order puts it back.
 */
async function moveLesson({ lessonId, moduleId, ids }: LessonMove) {
  await updateLesson(lessonId, { module_id: moduleId });
  if (ids.at(-1) !== lessonId) await orderLessons({ moduleId, ids });
}

export function useMoveLesson(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: moveLesson,
    scope: courseWrites(courseId),
    meta: { silent: true },
    onMutate: ({ moduleId, ids }) => cache.update((outline) => placeLessons(outline, moduleId, ids)),
  });
}
