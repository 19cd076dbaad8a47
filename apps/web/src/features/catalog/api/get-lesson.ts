import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getLesson = (lessonId: number) => api<LessonDetailReply>(catalogPaths.lesson({ lessonId }));

/**
 * One lesson with its media and the student's progress. Kept at the client's default freshness
 * (not an hour): the progress in it changes while the student watches.
 */
export const lessonQuery = (lessonId: number) =>
  queryOptions({
    queryKey: ['catalog', 'lesson', lessonId],
    queryFn: () => getLesson(lessonId),
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(lessonId) && lessonId > 0,
  });

export const useLesson = (lessonId: number) => useQuery(lessonQuery(lessonId));
