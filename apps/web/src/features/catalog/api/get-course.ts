import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getCourse = (courseId: number) => api<CourseDetailReply>(catalogPaths.course({ courseId }));

/** The course outline (modules, lessons, finished ticks); progress writes invalidate it. */
export const courseQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['catalog', 'course', courseId],
    queryFn: () => getCourse(courseId),
    staleTime: CACHE.oneHour,
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(courseId) && courseId > 0,
  });

export const useCourse = (courseId: number) => useQuery(courseQuery(courseId));
