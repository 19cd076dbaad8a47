import { communityPaths } from '@trilha/shared/communities/paths';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { CommunityListReply } from '../../../lib/communities';
import { communitiesKey } from '../../../lib/query-keys';

const orderCommunities = ({ tenantId, ordered }: { tenantId: number; ordered: CommunityListItem[] }) =>
  api<CommunityListReply & { message: string }>(communityPaths.reorder(), {
    method: 'PUT',
    body: { communities: ordered.map((c, i) => ({ id: c.id, order: i + 1 })), tenant_id: tenantId },
  });

/** Spec 000 §4: the list shows the new order at once (numbered from 1) and goes back to the old one on failure. */
export function useOrderCommunities(tenantId: number) {
  const queryClient = useQueryClient();
  const queryKey = communitiesKey(tenantId);
  return useMutation({
    mutationFn: (ordered: CommunityListItem[]) => orderCommunities({ tenantId, ordered }),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CommunityListReply>(queryKey);
      queryClient.setQueryData<CommunityListReply>(queryKey, { communities: ordered.map((c, i) => ({ ...c, order: i + 1 })) });
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
