import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { showError } from '../toast';

/** Spec 000 §8: queries do not retry on 401, 403, 404 or 500. */
function retryUnlessFinal(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [401, 403, 404, 500].includes(error.status)) return false;
  return failureCount < 2;
}

/** Spec 000 §9, spec 002 §9: the cache lifetimes named by the spec. */
export const CACHE = {
  thirtyMinutes: 1_800_000,
  oneHour: 3_600_000,
} as const;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // 401 is handled by the router (back to /login); a query may opt out with meta.silent.
        if (query.meta?.silent || (error instanceof ApiError && error.status === 401)) return;
        showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        showError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: retryUnlessFinal, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
