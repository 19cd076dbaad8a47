import { communityPaths } from '@trilha/shared/communities/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { feedKeys } from './feed-keys';
import type { CommunityStrips } from './feed-types';

/**
 * The community's learning strips (continue watching, its courses). Progress moves while the
 * student watches elsewhere, so a minute old at most, and read again when they come back to the tab.
 */
export const useCommunityStrips = (tenant: number, communityId: number, enabled: boolean) =>
  useQuery({
    queryKey: feedKeys.strips(tenant, communityId),
    queryFn: () => api<{ data: CommunityStrips }>(communityPaths.strips({ tenant, communityId })),
    select: (reply) => reply.data,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    enabled,
    // A strip that fails to load is left out; the feed is what the page is for.
    meta: { silent: true },
  });
