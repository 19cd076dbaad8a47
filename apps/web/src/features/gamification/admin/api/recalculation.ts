import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { RECALCULATION_POLL_MS, type RecalculationReply } from '@trilha/shared/gamification/recalculation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** GET /api/auth/ranking/gamification/recalculation/{tenant} (path chosen by Trilha): the points' recalculation. */
const getRecalculation = (tenantId: number) => api<RecalculationReply>(gamificationPaths.recalculation({ tenant: tenantId }));

/** Asked again every RECALCULATION_POLL_MS while one is queued or running; idle, once. */
const recalculationQuery = (tenantId: number) =>
  queryOptions({
    queryKey: gamificationAdminKeys.recalculation(tenantId),
    queryFn: () => getRecalculation(tenantId),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'idle' ? RECALCULATION_POLL_MS : false),
    retry: false,
  });

export const useRecalculation = (tenantId: number) => useQuery(recalculationQuery(tenantId));
