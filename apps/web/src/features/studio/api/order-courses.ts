import { studioPaths } from '@trilha/shared/studio/paths';
import type { StudioCourse } from '@trilha/shared/studio/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

/** PUT /api/admin/courses/order `{ ids }`: the list shows the new order at once and goes back to the old one on failure. */
export function useOrderCourses(tenantId: number) {
  const queryClient = useQueryClient();
  const queryKey = studioKeys.courses(tenantId);
  return useMutation({
    mutationFn: (ordered: StudioCourse[]) =>
      api<unknown>(studioPaths.coursesOrder(), { method: 'PUT', body: { ids: ordered.map((c) => c.id) } }),
    // The section says a failure in its own words.
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<StudioCourse[]>(queryKey);
      queryClient.setQueryData<StudioCourse[]>(
        queryKey,
        ordered.map((course, i) => ({ ...course, position: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
