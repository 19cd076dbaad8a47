import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import { communityPaths } from '@trilha/shared/communities/paths';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api/client';
import { communitiesKey } from './query-keys';

/** The list reply as the server sends it, kept as is in the cache. */
export type CommunityListReply = { communities: CommunityListItem[] };

/**
 * The school's communities in order (at most 100, editors only): the Comunidade section edits
 * them and the header link modal picks one. One key, fetch and lifetime (spec 000 §9: an hour)
 * for both; each screen adds its own `select`.
 */
export const communityListQuery = (tenantId: number) =>
  queryOptions({
    queryKey: communitiesKey(tenantId),
    queryFn: () => api<CommunityListReply>(communityPaths.list({ tenant: tenantId })),
    staleTime: COMMUNITY_CACHE_MS,
  });
