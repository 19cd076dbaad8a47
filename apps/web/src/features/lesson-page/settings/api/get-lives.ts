import type { Live } from '@trilha/shared/lesson-page/schemas';
import { livePaths } from '@trilha/shared/lives/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** The staff's lives (path chosen by Trilha): upcoming and on air first, then recent ones; bounded by the server. */
const getLives = (tenantId: number) => api<{ data: Live[] }>(livePaths.lives({ tenant: tenantId })).then((r) => r.data);

const livesQuery = (tenantId: number) => queryOptions({ queryKey: lessonPageKeys.lives(tenantId), queryFn: () => getLives(tenantId) });

export const useLives = (tenantId: number) => useQuery(livesQuery(tenantId));
