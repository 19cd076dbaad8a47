import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { LessonTemplate, TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { appearanceKey } from '../../../../lib/query-keys';
import { tenantQuery } from '../../../../lib/tenant';
import { lessonPageKeys } from './keys';

/** Spec 001 §7: updateCustomBasic with the lesson template alone. */
const updateTemplate = (tenantId: number, template: LessonTemplate) =>
  api<unknown>(appearancePaths.settingsUpdate(), { method: 'POST', body: { tenant_id: tenantId, theme_classes: template } });

/** Saves the template; the public theme is read again so students' lesson pages take it on their next view. */
export function useUpdateTemplate(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: LessonTemplate) => updateTemplate(tenantId, template),
    meta: { silent: true },
    onSuccess: (_reply, template) => {
      queryClient.setQueryData<TemplateSettings>(lessonPageKeys.templateSettings(tenantId), (old) =>
        old ? { ...old, theme_classes: template } : old,
      );
      void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
      // Aparência reads the same platform settings row.
      void queryClient.invalidateQueries({ queryKey: appearanceKey(tenantId) });
    },
  });
}
