import { communityPaths } from '@trilha/shared/communities/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';

const deleteCommunity = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<{ message: string }>(communityPaths.community({ tenant: tenantId, communityId: id }), { method: 'DELETE' });

export function useDeleteCommunity(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCommunity({ tenantId, id }),
    meta: { silent: true },
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: [...communitiesKey(tenantId), id] });
      return queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId), exact: true });
    },
  });
}
