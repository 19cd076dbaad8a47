import { studioPaths } from '@trilha/shared/studio/paths';
import type { CourseUpdateBody, studioCourseReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { useOutlineCache } from './outline-cache';

type CourseReply = z.infer<typeof studioCourseReply>;

/** PATCH /api/admin/courses/{id}: title, description, published, product_ids; the form saves them together. */
export function useUpdateCourse(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: (body: CourseUpdateBody) =>
      api<CourseReply>(studioPaths.course({ id: courseId }), { method: 'PATCH', body }).then((reply) => reply.data),
    scope: courseWrites(courseId),
    // The form shows the refusal under its fields.
    meta: { silent: true },
    onSuccess: (course) => {
      // The outline keeps its modules; the course's own fields are the server's now.
      cache.update((outline) => ({ ...outline, ...course }));
      void cache.refreshList();
    },
  });
}
