import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { CourseCard } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getMyCourses = () => api<{ data: CourseCard[] }>(catalogPaths.courses());

/** Spec 000 §9: resource lists live an hour; a finished lesson invalidates this key instead. */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'courses'],
    queryFn: getMyCourses,
    select: (reply) => reply.data,
    staleTime: CACHE.oneHour,
    refetchOnWindowFocus: false,
  });

export const useMyCourses = () => useQuery(myCoursesQuery());
