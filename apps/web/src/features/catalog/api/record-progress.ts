import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { LessonProgress, ProgressBody } from '@trilha/shared/catalog/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { courseQuery } from './get-course';
import { lessonQuery } from './get-lesson';
import { moduleQueryRoot } from './get-module';
import { myCoursesQuery } from './get-my-courses';
import { searchQueryRoot } from './search-catalog';

type ProgressReply = { progress: LessonProgress };

const recordProgress = (lessonId: number, body: ProgressBody) =>
  api<ProgressReply>(catalogPaths.progress({ lessonId }), { method: 'PUT', body });

/**
 * Saves how far the student got. The lesson's own cache takes the reply; a finish also changes
 * the course outline ticks and the "x de y aulas" counts, so those queries are invalidated. The
 * server decides when a lesson is finished (often on an ordinary report), so the reply says so.
 */
export function useRecordProgress(lessonId: number, courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressBody) => recordProgress(lessonId, body),
    // Background saves while watching must not toast; the mark-finished button handles its own error.
    meta: { silent: true },
    onSuccess: ({ progress }) => {
      const wasFinished = queryClient.getQueryData(lessonQuery(lessonId).queryKey)?.lesson.progress.finished_at != null;
      queryClient.setQueryData(lessonQuery(lessonId).queryKey, (old) => (old ? { ...old, lesson: { ...old.lesson, progress } } : old));
      // The module page shows watched seconds too; marking it stale refetches it only when it is next shown.
      void queryClient.invalidateQueries({ queryKey: moduleQueryRoot, refetchType: 'none' });
      if (progress.finished_at && !wasFinished) {
        void queryClient.invalidateQueries({ queryKey: courseQuery(courseId).queryKey });
        void queryClient.invalidateQueries({ queryKey: myCoursesQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: searchQueryRoot });
      }
    },
  });
}
