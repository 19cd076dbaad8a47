import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { appearanceQuery } from '../../../lib/appearance';

export type PageIndicator = 'course' | 'module';

function togglePageIndicator(kind: PageIndicator, on: boolean) {
  const [path, body] =
    kind === 'course'
      ? [appearancePaths.courseIndicator(), { course_page_indicator: on }]
      : [appearancePaths.moduleIndicator(), { module_page_indicator: on }];
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
