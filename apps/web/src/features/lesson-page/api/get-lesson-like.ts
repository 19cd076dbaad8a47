import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { LessonLikeReply } from '@trilha/shared/lesson-page/schemas';
import { api } from '../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** The member's like of a lesson and its count (GET, path chosen by Trilha). */
const lessonLikeQuery = (tenant: number, lessonId: number) =>
  queryOptions({
    queryKey: lessonPageKeys.like(tenant, lessonId),
    queryFn: ({ signal }) => api<LessonLikeReply>(lessonPagePaths.like({ tenant, lessonId }), { signal }),
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export const useLessonLike = (tenant: number, lessonId: number, enabled = true) =>
  useQuery({ ...lessonLikeQuery(tenant, lessonId), enabled });
