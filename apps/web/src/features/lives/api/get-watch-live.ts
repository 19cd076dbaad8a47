import type { WatchLive } from '@trilha/shared/lesson-page/schemas';
import { livePaths } from '@trilha/shared/lives/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getWatchLive = (tenantId: number, liveId: number) =>
  api<{ data: WatchLive }>(livePaths.watch({ tenant: tenantId, liveId })).then((reply) => reply.data);

/**
 * The live /live?watch={id} plays. Its 403 and 404 are the page's own states (not a toast), and
 * are final (no retry, lib/api/query-client.ts retryUnlessFinal).
 */
const watchLiveQuery = (tenantId: number, liveId: number) =>
  queryOptions({
    queryKey: ['lives', 'watch', tenantId, liveId],
    queryFn: () => getWatchLive(tenantId, liveId),
    meta: { silent: true },
  });

export const useWatchLive = (tenantId: number | undefined, liveId: number | null) =>
  useQuery({ ...watchLiveQuery(tenantId ?? 0, liveId ?? 0), enabled: tenantId !== undefined && liveId !== null });
