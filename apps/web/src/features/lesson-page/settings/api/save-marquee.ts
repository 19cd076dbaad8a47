import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { Marquee, MarqueeFormValues } from '@trilha/shared/lesson-page/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** Spec 001 §8: "a string in data of the create response is shown as an error". */
export type MarqueeSaveReply = { data: Marquee | string };

/** Spec 001 §7: POST /api/auth/marquee/create, or /api/auth/marquee/update/{id}; body = the form + tenant_id. */
const saveMarquee = (tenantId: number, id: number | null, values: MarqueeFormValues) =>
  api<MarqueeSaveReply>(id === null ? lessonPagePaths.newMarquee() : lessonPagePaths.marqueeUpdate({ id }), {
    method: 'POST',
    body: { ...values, tenant_id: tenantId },
  });

export function useSaveMarquee(tenantId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MarqueeFormValues) => saveMarquee(tenantId, id, values),
    // The form names each failure (spec 001 §8), so the global toast stays quiet.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonPageKeys.marquees(tenantId) }),
  });
}
