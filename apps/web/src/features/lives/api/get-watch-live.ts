import type { WatchLive } from '@trilha/shared/lesson-page/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const getWatchLive = (tenantId: number, liveId: number) =>
  api<{ data: WatchLive }>(`/api/auth/lives/${tenantId}/${liveId}/watch`).then((reply) => reply.data);

/**
 * The live /live?watch={id} plays. Its 403 and 404 are the page's own states (not a toast), and
 * are final (no retry, lib/api/query-client.ts retryUnlessFinal).
 */
export const watchLiveQuery = (tenantId: number, liveId: number) =>
  queryOptions({
    queryKey: ['lives', 'watch', tenantId, liveId],
    queryFn: () => getWatchLive(tenantId, liveId),
    meta: { silent: true },
  });

export const useWatchLive = (tenantId: number | undefined, liveId: number | null) =>
  useQuery({ ...watchLiveQuery(tenantId ?? 0, liveId ?? 0), enabled: tenantId !== undefined && liveId !== null });
