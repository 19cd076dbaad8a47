import { courseAccessPath, type CourseAccessReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

/** Why a course is locked and the way in: asked when a student opens locked content, never before. */
const courseAccessQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['catalog', 'course-access', courseId],
    queryFn: () => api<CourseAccessReply>(courseAccessPath(courseId)).then((reply) => reply.data),
    // The school's plans and link change rarely; a minute spares a second call for the same course.
    staleTime: 60_000,
  });

export const useCourseAccess = (courseId: number, enabled: boolean) => useQuery({ ...courseAccessQuery(courseId), enabled });
