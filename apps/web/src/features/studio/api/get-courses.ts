import { studioPaths } from '@trilha/shared/studio/paths';
import type { StudioCourse, studioCoursesReply } from '@trilha/shared/studio/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

type CoursesReply = z.infer<typeof studioCoursesReply>;

/** GET /api/admin/courses: the school's courses in order, drafts included, with counts and products. */
export const coursesQuery = (tenantId: number) =>
  queryOptions<StudioCourse[]>({
    queryKey: studioKeys.courses(tenantId),
    queryFn: () => api<CoursesReply>(studioPaths.courses()).then((reply) => reply.data),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useStudioCourses = (tenantId: number) => useQuery(coursesQuery(tenantId));
