import { communityPaths } from '@trilha/shared/communities/paths';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { CommunityListReply } from '../../../lib/communities';
import { communitiesKey } from '../../../lib/query-keys';
import { tenantQuery } from '../../../lib/tenant';

type Message = { message: string };
const flag = (on: boolean) => (on ? 1 : 0);

/** PUT toggle-all: every community of the school on or off at once (spec 000 §4). */
export function useToggleAllCommunities(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api<Message>(communityPaths.allStatus({ tenant: tenantId, status: flag(on) }), { method: 'PUT' }),
    meta: { silent: true },
    // The switch stays where it went: the list knows the new state before its refetch.
    onSuccess: (_reply, on) =>
      queryClient.setQueryData<CommunityListReply>(communitiesKey(tenantId), (list) =>
        list ? { communities: list.communities.map((c) => ({ ...c, active: on })) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId) }),
  });
}

/** PUT show-page: the school's communities page (show_communities_page), read back through /api/tenant. */
export function useShowCommunitiesPage(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api<Message>(communityPaths.pageStatus({ tenant: tenantId, status: flag(on) }), { method: 'PUT' }),
    meta: { silent: true },
    onSuccess: (_reply, on) =>
      queryClient.setQueryData<TenantReply>(tenantQuery().queryKey, (tenant) =>
        tenant ? { ...tenant, show_communities_page: on } : tenant,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey }),
  });
}
