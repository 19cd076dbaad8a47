import type { Live } from '@trilha/shared/lesson-page/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** The staff's lives (path chosen by Trilha): upcoming and on air first, then recent ones; bounded by the server. */
export const getLives = (tenantId: number) => api<{ data: Live[] }>(`/api/auth/lives/${tenantId}`).then((r) => r.data);

export const livesQuery = (tenantId: number) =>
  queryOptions({ queryKey: lessonPageKeys.lives(tenantId), queryFn: () => getLives(tenantId) });

export const useLives = (tenantId: number) => useQuery(livesQuery(tenantId));
