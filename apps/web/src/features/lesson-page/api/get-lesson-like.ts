import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonLikeReply } from '@trilha/shared/lesson-page/schemas';
import { api } from '../../../lib/api/client';
import { LESSON_PAGE_PATHS, lessonPageKeys } from './keys';

/** The member's like of a lesson and its count (GET, path chosen by Trilha). */
export const lessonLikeQuery = (tenant: number, lessonId: number) =>
  queryOptions({
    queryKey: lessonPageKeys.like(tenant, lessonId),
    queryFn: ({ signal }) => api<LessonLikeReply>(LESSON_PAGE_PATHS.like(tenant, lessonId), { signal }),
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export const useLessonLike = (tenant: number, lessonId: number, enabled = true) =>
  useQuery({ ...lessonLikeQuery(tenant, lessonId), enabled });
