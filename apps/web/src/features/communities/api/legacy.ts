import type {
  CommunityDetails,
  ContentMediaInput,
  LegacyCommunity,
  LegacyCreateInput,
  LegacyEditInput,
  PlansInput,
} from '@trilha/shared/communities/schemas';
import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';
import { communityKey } from './keys';

const BASE = '/api/auth/community';
type Message = { message: string };
type Saved = Message & { data: LegacyCommunity };

/** GET get-details: the legacy record, its plans_with_access and the content flags. */
export const detailsQuery = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: communityKey(tenantId, id, 'details'),
    queryFn: () => api<{ data: CommunityDetails }>(`${BASE}/get-details/${tenantId}/${id}`),
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
      mutationFn: (body: LegacyCreateInput) => api<Saved>(`${BASE}/create`, { method: 'POST', body }),
      ...options,
    }),
    edit: useMutation({
      mutationFn: (body: LegacyEditInput) => api<Saved>(`${BASE}/edit-community`, { method: 'PUT', body }),
      ...options,
    }),
    toggleStatus: useMutation({
      mutationFn: ({ id, on }: { id: number; on: boolean }) =>
        api<Message>(`${BASE}/toggle-status/${tenantId}/${id}/${on ? 1 : 0}`, { method: 'PUT' }),
      ...options,
    }),
    contentMedia: useMutation({
      mutationFn: (body: ContentMediaInput) => api<Message>(`${BASE}/edit-content-media`, { method: 'PUT', body }),
      ...options,
    }),
    addPlans: useMutation({
      mutationFn: (body: PlansInput) => api<Message>(`${BASE}/add-plans`, { method: 'POST', body }),
      ...options,
    }),
    removePlans: useMutation({
      mutationFn: (body: PlansInput) => api<Message>(`${BASE}/remove-plans`, { method: 'POST', body }),
      ...options,
    }),
  };
}
