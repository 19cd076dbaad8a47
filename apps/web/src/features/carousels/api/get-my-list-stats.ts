import { CAROUSEL_PATHS } from '@trilha/shared/carousels/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

type Reply = { message?: string; data: { published: 0 | 1 }[] };
export const getMyListStats = (tenantId: number) => api<Reply>(CAROUSEL_PATHS.myListGet(tenantId));

/** Spec 002 §7 getMyListStats: the "Minha lista" switch reads data[0].published. */
export const myListStatsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: [...vitrineKey(tenantId), 'my-list'],
    queryFn: () => getMyListStats(tenantId),
    select: (reply) => reply.data[0]?.published === 1,
  });

export const useMyListStats = (tenantId: number) => useQuery(myListStatsQuery(tenantId));
