import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { SearchReply } from '@trilha/shared/catalog/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const searchCatalog = (term: string, signal?: AbortSignal) => api<SearchReply>(catalogPaths.search({}, { search: term }), { signal });

/** Every search shares this prefix, so a finished lesson can refresh all cached results at once. */
export const searchQueryRoot = ['catalog', 'search'] as const;

const searchQuery = (term: string) =>
  queryOptions({
    queryKey: [...searchQueryRoot, term],
    queryFn: ({ signal }) => searchCatalog(term, signal),
    staleTime: CACHE.oneHour,
    refetchOnWindowFocus: false,
    enabled: term.length > 0,
    // A new term keeps the old results on screen until the new ones arrive (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

export const useSearch = (term: string) => useQuery(searchQuery(term));
