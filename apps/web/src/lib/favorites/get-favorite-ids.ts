import { favoritePaths } from '@trilha/shared/favorites/paths';
import { HOME_CACHE_MS } from '@trilha/shared/home/constants';
import type { FavoriteIds } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

const getFavoriteIds = (tenantId: number) => api<FavoriteIds>(favoritePaths.ids({ tenant: tenantId }));

/** Which courses and lessons are in the user's list: every heart on the page reads this one query. */
export const favoriteIdsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['favorites', 'ids', tenantId],
    queryFn: () => getFavoriteIds(tenantId),
    staleTime: HOME_CACHE_MS,
    refetchOnWindowFocus: false,
  });

/** Asked only for a member whose experience has favourites (the server's `features`, /api/me). */
export const useFavoriteIds = (tenantId: number | undefined, offered: boolean) =>
  useQuery({ ...favoriteIdsQuery(tenantId ?? 0), enabled: tenantId !== undefined && offered });
