import { favoritePaths } from '@trilha/shared/favorites/paths';
import type { FavoritesPage } from '@trilha/shared/home/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getFavorites = (tenantId: number, page: number) => api<FavoritesPage>(favoritePaths.list({ tenant: tenantId }, { page }));

/** /favoritos: the list, newest first, a page at a time ("Carregar mais" while there is a next page). */
const favoritesQuery = (tenantId: number) =>
  infiniteQueryOptions({
    queryKey: ['favorites', 'list', tenantId],
    queryFn: ({ pageParam }) => getFavorites(tenantId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
  });

/** Asked only for a member whose experience has favourites (the server's `features`, /api/me). */
export const useFavorites = (tenantId: number | undefined, offered: boolean) =>
  useInfiniteQuery({ ...favoritesQuery(tenantId ?? 0), enabled: tenantId !== undefined && offered });
