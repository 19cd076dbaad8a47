import { APPEARANCE_PATHS, type AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { appearanceQuery } from '../../../lib/appearance';

export type PageIndicator = 'course' | 'module';

export function togglePageIndicator(kind: PageIndicator, on: boolean) {
  const [path, body] =
    kind === 'course'
      ? [APPEARANCE_PATHS.toggleCourseIndicator, { course_page_indicator: on }]
      : [APPEARANCE_PATHS.toggleModuleIndicator, { module_page_indicator: on }];
  return api<{ data: AppearanceSettings }>(path, { method: 'POST', body });
}

/** Spec 002 §4: the indicator switch saves at once, then the platform settings are fetched again. */
export function useTogglePageIndicator(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: PageIndicator; on: boolean }) => togglePageIndicator(kind, on),
    // Spec 002 §8: failure shows "the error message", which the global mutation handler toasts.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appearanceQuery(tenantId).queryKey });
      void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
