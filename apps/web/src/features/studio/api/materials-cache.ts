import type { StudioMaterial } from '@trilha/shared/studio/media-schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioLessonDetail } from './get-lesson';
import { studioKeys } from './keys';
import { findLesson, patchLesson, useOutlineCache } from './outline-cache';

/** The lesson's materials and the outline's count of them, after one came or went. */
export function useMaterialsCache(tenantId: number, courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  const outline = useOutlineCache(tenantId, courseId);
  return (change: (materials: StudioMaterial[]) => StudioMaterial[]) => {
    const detail = queryClient.setQueryData<StudioLessonDetail>(studioKeys.lesson(tenantId, lessonId), (lesson) =>
      lesson ? { ...lesson, materials: change(lesson.materials) } : lesson,
    );
    const current = outline.get();
    if (detail && current && findLesson(current, lessonId)) {
      outline.update((o) => patchLesson(o, lessonId, { materials_count: detail.materials.length }));
    }
  };
}
