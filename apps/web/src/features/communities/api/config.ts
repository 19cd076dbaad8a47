import type { ConfigCommunity } from '@trilha/shared/communities/schemas';
import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';
import { communityPaths } from '@trilha/shared/communities/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError, uploadWithProgress } from '../../../lib/api/client';
import { communitiesKey } from '../../../lib/query-keys';
import { communityKey } from './keys';

/** Spec 000 §8: the config query waits 3 s before a retry. */
export const CONFIG_RETRY_DELAY_MS = 3000;

/** Spec 000 §8: no retry on a network error, a 500 or a 404; any other failure retries (after 3 s). */
export function retryConfig(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [0, 404, 500].includes(error.status)) return false;
  return failureCount < 3;
}

/** GET config: the config record; cached an hour (spec 000 §9). */
export const configQuery = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: communityKey(tenantId, id, 'config'),
    queryFn: () => api<{ data: ConfigCommunity }>(communityPaths.config({ tenant: tenantId, communityId: id })),
    select: (reply) => reply.data,
    staleTime: COMMUNITY_CACHE_MS,
    retry: retryConfig,
    retryDelay: CONFIG_RETRY_DELAY_MS,
    meta: { silent: true },
  });

export const useCommunityConfig = (tenantId: number, id: number | null) =>
  useQuery({ ...configQuery(tenantId, id ?? 0), enabled: id !== null });

type Saved = { message: string; data: ConfigCommunity };

/** The config form's save: multipart (fields and an optional `cover`), with the upload's live progress (0 to 1, null when idle). */
export function useSaveConfig(tenantId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) => {
      setProgress(0);
      return uploadWithProgress<Saved>(
        id === null ? communityPaths.newConfig({ tenant: tenantId }) : communityPaths.config({ tenant: tenantId, communityId: id }),
        form,
        setProgress,
      );
    },
    meta: { silent: true },
    onSuccess: (reply) => queryClient.setQueryData(communityKey(tenantId, reply.data.id, 'config'), { data: reply.data }),
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId), exact: true });
    },
  });
  return { ...mutation, progress };
}

/** PUT config/toggle-active: saved at once; the form reverts the switch when it fails (spec 000 §4). */
export function useToggleActive(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      api<{ message: string }>(communityPaths.configStatus({ tenant: tenantId, communityId: id, status: on ? 1 : 0 }), { method: 'PUT' }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId) }),
  });
}
