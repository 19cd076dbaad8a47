import { studioPaths } from '@trilha/shared/studio/paths';
import type { StudioCourse } from '@trilha/shared/studio/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

/** DELETE /api/admin/courses/{id}: drafts only; a published course is 409 and nothing changes. */
export function useDeleteCourse(tenantId: number) {
  const queryClient = useQueryClient();
  const queryKey = studioKeys.courses(tenantId);
  return useMutation({
    mutationFn: (courseId: number) => api<undefined>(studioPaths.course({ id: courseId }), { method: 'DELETE' }),
    // The confirmation says how it went, the 409's reason included.
    meta: { silent: true },
    onSuccess: (_reply, courseId) => {
      queryClient.setQueryData<StudioCourse[]>(queryKey, (courses) => courses?.filter((c) => c.id !== courseId));
      queryClient.removeQueries({ queryKey: studioKeys.outline(tenantId, courseId) });
    },
    // A 409 means someone published it meanwhile: the list shows that after this.
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
