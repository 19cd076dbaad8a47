import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../components/OptionSelect';
import { api } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';

/** The server's reply, kept as is in the cache the Comunidade section also reads and writes. */
type CommunitiesReply = { communities: CommunityListItem[] };

export const getCommunities = (tenantId: number) => api<CommunitiesReply>(`/api/auth/community/list/${tenantId}`);

/**
 * The school's communities (at most 100, editors only) as picker options for a community header link.
 * Shares the Comunidade section's key and reply shape, so either screen's fetch or write serves both.
 */
export const communityOptionsQuery = (tenantId: number, enabled: boolean) =>
  queryOptions({
    queryKey: communitiesKey(tenantId),
    queryFn: () => getCommunities(tenantId),
    select: (reply): SelectOption[] => reply.communities.map((c) => ({ value: c.id, label: c.title })),
    staleTime: COMMUNITY_CACHE_MS,
    enabled,
  });

/** `enabled`: only while the link modal is in community mode (or checking whether a link is one). */
export const useCommunityOptions = (tenantId: number, enabled: boolean) => useQuery(communityOptionsQuery(tenantId, enabled));
