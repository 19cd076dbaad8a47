import { PREFERENCES_CACHE_MS, PREFERENCES_RETRY_MS } from '@trilha/shared/notifications/constants';
import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { Preferences } from '@trilha/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api/client';
import { notificationKeys } from './keys';

/** Spec 000 §7: the path and the `tenantId` header both name the school. */
export const tenantHeader = (tenantId: number) => ({ tenantId: String(tenantId) });

const getPreferences = (tenantId: number) =>
  api<Preferences>(notificationPaths.preferences({ tenantId }), { headers: tenantHeader(tenantId) });

/** Spec 000 §8: the preferences' fetch retries unless the answer is 404 or 500. */
export function retryPreferences(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [404, 500].includes(error.status)) return false;
  return failureCount < 3;
}

/** Spec 000 §8, §9: kept 30 minutes, not read again on focus, retried after 3 s; the modal says when it failed. */
export const preferencesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: notificationKeys.preferences(tenantId),
    queryFn: () => getPreferences(tenantId),
    staleTime: PREFERENCES_CACHE_MS,
    refetchOnWindowFocus: false,
    retry: retryPreferences,
    retryDelay: PREFERENCES_RETRY_MS,
    meta: { silent: true },
  });

export const usePreferences = (tenantId: number) => useQuery(preferencesQuery(tenantId));
