import { studioPaths } from '@trilha/shared/studio/paths';
import type { studioCourseReply } from '@trilha/shared/studio/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

type CourseReply = z.infer<typeof studioCourseReply>;

/** POST /api/admin/courses/{id}/duplicate: an unpublished copy at the end, with its modules and lessons (not its products). */
export function useDuplicateCourse(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) =>
      api<CourseReply>(studioPaths.courseDuplicate({ id: courseId }), { method: 'POST' }).then((reply) => reply.data),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.courses(tenantId) }),
  });
}
