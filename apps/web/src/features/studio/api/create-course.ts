import { studioPaths } from '@trilha/shared/studio/paths';
import type { CourseCreateBody, studioCourseReply } from '@trilha/shared/studio/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

type CourseReply = z.infer<typeof studioCourseReply>;

/** POST /api/admin/courses: a draft at the end of the list (CONTRACT: new courses start unpublished). */
export function useCreateCourse(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseCreateBody) => api<CourseReply>(studioPaths.courses(), { method: 'POST', body }).then((reply) => reply.data),
    // The form shows the refusal under its field.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.courses(tenantId) }),
  });
}
