import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import { MARQUEE_LIST_STALE_MS, type Marquee } from '@trilha/shared/lesson-page/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** Spec 001 §7: GET /api/auth/marquee/{tenant}, "response has a data list". */
const getMarquees = (tenantId: number) => api<{ data: Marquee[] }>(lessonPagePaths.marquees({ tenant: tenantId })).then((r) => r.data);

/** Spec 001 §9: the marquee list is kept 30 minutes; this section's own writes invalidate it. */
const marqueesQuery = (tenantId: number) =>
  queryOptions({ queryKey: lessonPageKeys.marquees(tenantId), queryFn: () => getMarquees(tenantId), staleTime: MARQUEE_LIST_STALE_MS });

export const useMarquees = (tenantId: number) => useQuery(marqueesQuery(tenantId));
