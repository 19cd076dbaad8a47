import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { tenantQuery } from '../../../../lib/tenant';
import { lessonPageKeys } from './keys';

/** Spec 001 §7: POST /api/auth/comunidade/comentarios/activeComment `{comment: 1|0, tenant_id}`. */
const toggleComments = (tenantId: number, on: boolean) =>
  api<unknown>(lessonPagePaths.commentsStatus(), { method: 'POST', body: { comment: on ? 1 : 0, tenant_id: tenantId } });

/** The switch saves at once; the cached status follows, and the public theme (lesson_comments) is read again. */
export function useToggleComments(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => toggleComments(tenantId, on),
    // Spec 001 §8 names the failure text; the switch toasts it.
    meta: { silent: true },
    onSuccess: (_reply, on) => {
      queryClient.setQueryData<TemplateSettings>(lessonPageKeys.templateSettings(tenantId), (old) =>
        old ? { ...old, comment: on ? 1 : 0 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
