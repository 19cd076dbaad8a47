import type {
  CommunityDetails,
  ContentMediaInput,
  LegacyCommunity,
  LegacyCreateInput,
  LegacyEditInput,
  PlansInput,
} from '@trilha/shared/communities/schemas';
import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import { communityPaths } from '@trilha/shared/communities/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';
import { communityKey } from './keys';

type Message = { message: string };
type Saved = Message & { data: LegacyCommunity };

/** GET get-details: the legacy record, its plans_with_access and the content flags. */
const detailsQuery = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: communityKey(tenantId, id, 'details'),
    queryFn: () => api<{ data: CommunityDetails }>(communityPaths.details({ tenant: tenantId, communityId: id })),
    select: (reply) => reply.data,
    staleTime: COMMUNITY_CACHE_MS,
    meta: { silent: true },
  });

export const useCommunityDetails = (tenantId: number, id: number | null) =>
  useQuery({ ...detailsQuery(tenantId, id ?? 0), enabled: id !== null });

/** The legacy form's calls; each refreshes the list and the community's details. The drawer toasts. */
export function useLegacyCalls(tenantId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId) });
  const options = { meta: { silent: true }, onSettled: refresh } as const;
  return {
    create: useMutation({
      mutationFn: (body: LegacyCreateInput) => api<Saved>(communityPaths.newCommunity(), { method: 'POST', body }),
      ...options,
    }),
    edit: useMutation({
      mutationFn: (body: LegacyEditInput) => api<Saved>(communityPaths.communityUpdate(), { method: 'PUT', body }),
      ...options,
    }),
    toggleStatus: useMutation({
      mutationFn: ({ id, on }: { id: number; on: boolean }) =>
        api<Message>(communityPaths.status({ tenant: tenantId, communityId: id, status: on ? 1 : 0 }), { method: 'PUT' }),
      ...options,
    }),
    contentMedia: useMutation({
      mutationFn: (body: ContentMediaInput) => api<Message>(communityPaths.contentMedia(), { method: 'PUT', body }),
      ...options,
    }),
    addPlans: useMutation({
      mutationFn: (body: PlansInput) => api<Message>(communityPaths.newPlans(), { method: 'POST', body }),
      ...options,
    }),
    removePlans: useMutation({
      mutationFn: (body: PlansInput) => api<Message>(communityPaths.plansRemoval(), { method: 'POST', body }),
      ...options,
    }),
  };
}
