import { carouselPaths } from '@trilha/shared/carousels/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { contentConfigQuery, type ContentConfig } from './get-content-config';
import { refreshShowcase } from './keys';

const showAllContent = ({ tenantId, on }: { tenantId: number; on: boolean }) =>
  api<{ message: string; show_blocked_content: 0 | 1 }>(carouselPaths.blockedContent(), {
    method: 'POST',
    body: { tenant_id: tenantId, show_all_content: on ? 1 : 0 },
  });

export function useShowAllContent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => showAllContent({ tenantId, on }),
    meta: { silent: true },
    onSuccess: (reply) => {
      queryClient.setQueryData<ContentConfig>(contentConfigQuery(tenantId).queryKey, (old) =>
        old ? { ...old, show_blocked_content: reply.show_blocked_content } : old,
      );
      return refreshShowcase(queryClient, tenantId);
    },
  });
}
