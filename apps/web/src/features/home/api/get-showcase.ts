import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { showcaseCarouselsKey } from '../../../lib/query-keys';

/**
 * The order mode lists the school's whole showcase (carrossel/index, any staff member), as the
 * panel's Vitrine does and under the same cache key: one order, one list, the same everywhere.
 */
export const useShowcase = (tenantId: number) =>
  useQuery({
    queryKey: showcaseCarouselsKey(tenantId),
    queryFn: () => api<{ data: CarouselSettings[] }>(carouselPaths.carousels({ tenant: tenantId })).then((reply) => reply.data),
  });
