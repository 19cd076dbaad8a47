import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** Spec 001 §7: DELETE /api/auth/marquee/{id}. */
const deleteMarquee = (id: number) => api<unknown>(lessonPagePaths.marquee({ id }), { method: 'DELETE' });

export function useDeleteMarquee(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarquee,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonPageKeys.marquees(tenantId) }),
  });
}
