import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { showcaseCarouselsKey } from '../../../lib/query-keys';

const getCarousels = (tenantId: number) =>
  api<{ data: CarouselSettings[] }>(carouselPaths.carousels({ tenant: tenantId })).then((r) => r.data);

/** The showcase list (carrossel/index), system rows included, in the school's order. */
export const carouselsQuery = (tenantId: number) =>
  queryOptions({ queryKey: showcaseCarouselsKey(tenantId), queryFn: () => getCarousels(tenantId) });

export const useCarousels = (tenantId: number) => useQuery(carouselsQuery(tenantId));
