import type { HasLiveReply } from '@trilha/shared/lesson-page/schemas';
import { livePaths } from '@trilha/shared/lives/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getHasLive = () => api<HasLiveReply>(livePaths.hasLive());

/** How often the header asks again while the tab is visible (a hidden tab asks nothing). */
const HAS_LIVE_REFETCH_MS = 60_000;
const HAS_LIVE_STALE_MS = 30_000;

/**
 * CONTRACT "Notifications", has-live, asked by every header: again each minute while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab), fresh for 30 s so pages opened in a row share one
 * answer; retried like every query (lib/api/query-client.ts), and silent: a failed poll is not
 * worth a toast, the alert just stays as it was.
 */
const hasLiveQuery = () =>
  queryOptions({
    queryKey: ['lives', 'has-live'],
    queryFn: getHasLive,
    staleTime: HAS_LIVE_STALE_MS,
    refetchInterval: HAS_LIVE_REFETCH_MS,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  });

/** `enabled` waits for a signed-in member: the call needs the session. */
export const useHasLive = (enabled: boolean) => useQuery({ ...hasLiveQuery(), enabled });
