import { HOME_CACHE_MS } from '@trilha/shared/home/constants';
import { homePaths } from '@trilha/shared/home/paths';
import type { HomeCarousel, HomeCarouselsReply } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { homeCarouselsKey } from '../../../lib/query-keys';

const getHomeCarousels = (tenantId: number) => api<HomeCarouselsReply>(homePaths.carousels({ tenantId }));

/** Spec 000 §7: only published carousels are kept, then reversed (the server lists them last first). */
const displayedCarousels = (reply: HomeCarouselsReply): HomeCarousel[] => reply.data.filter((c) => c.published === 1).reverse();

/** The home's carousels (key shared with favourites and the Vitrine). Spec 000 §9: 30 minutes, no refetch on focus. */
export const homeCarouselsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: homeCarouselsKey(tenantId),
    queryFn: () => getHomeCarousels(tenantId),
    select: displayedCarousels,
    staleTime: HOME_CACHE_MS,
    refetchOnWindowFocus: false,
  });

export const useHomeCarousels = (tenantId: number | undefined) =>
  useQuery({ ...homeCarouselsQuery(tenantId ?? 0), enabled: tenantId !== undefined });
