import type { CommunityViewReply, ExplorerReply } from './feed-types';
import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import { communityPaths } from '@trilha/shared/communities/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { feedKeys } from './feed-keys';

/** The communities page (principal first, in the staff's order); 404 while the page is off. */
const explorerQuery = (tenant: number) =>
  queryOptions({
    queryKey: feedKeys.explorer(tenant),
    queryFn: () => api<ExplorerReply>(communityPaths.explorer({ tenant })),
    staleTime: COMMUNITY_CACHE_MS,
    // Pages show their own state for a page that is off (404) or not offered (403).
    meta: { silent: true },
  });

export const useExplorer = (tenant: number, enabled = true) => useQuery({ ...explorerQuery(tenant), enabled });

/** One community in its look, with what this member may do there. */
const communityViewQuery = (tenant: number, communityId: number) =>
  queryOptions({
    queryKey: feedKeys.view(tenant, communityId),
    queryFn: () => api<CommunityViewReply>(communityPaths.view({ tenant, communityId })),
    staleTime: COMMUNITY_CACHE_MS,
    meta: { silent: true },
  });

export const useCommunityView = (tenant: number, communityId: number, enabled = true) =>
  useQuery({ ...communityViewQuery(tenant, communityId), enabled });
