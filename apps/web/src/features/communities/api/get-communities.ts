import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';

type ListReply = { communities: CommunityListItem[] };

export const getCommunities = (tenantId: number) => api<ListReply>(`/api/auth/community/list/${tenantId}`);

/** The Comunidade section's list, in order; kept an hour (spec 000 §9), every write below refreshes it. */
export const communitiesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: communitiesKey(tenantId),
    queryFn: () => getCommunities(tenantId),
    select: (reply) => reply.communities,
    staleTime: COMMUNITY_CACHE_MS,
  });

export const useCommunities = (tenantId: number) => useQuery(communitiesQuery(tenantId));
