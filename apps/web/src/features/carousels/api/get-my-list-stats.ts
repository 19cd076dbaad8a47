import { carouselPaths } from '@trilha/shared/carousels/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

type Reply = { message?: string; data: { published: 0 | 1 }[] };
const getMyListStats = (tenantId: number) => api<Reply>(carouselPaths.myList({ tenant: tenantId }));

/** Spec 002 §7 getMyListStats: the "Minha lista" switch reads data[0].published. */
const myListStatsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: [...vitrineKey(tenantId), 'my-list'],
    queryFn: () => getMyListStats(tenantId),
    select: (reply) => reply.data[0]?.published === 1,
  });

export const useMyListStats = (tenantId: number) => useQuery(myListStatsQuery(tenantId));
