import type { HomeCarousel } from '@trilha/shared/home/schemas';
import { HOME_PATHS } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

export const getCarousel = (id: number) => api<{ data: HomeCarousel }>(HOME_PATHS.carousel(id)).then((r) => r.data);

/** The edit modal's starting point: the carousel's settings and every item, in order. */
export const carouselQuery = (tenantId: number, id: number) =>
  queryOptions({ queryKey: [...vitrineKey(tenantId), 'carousel', id], queryFn: () => getCarousel(id), staleTime: 0 });

export const useCarousel = (tenantId: number, id: number | null) => useQuery({ ...carouselQuery(tenantId, id ?? 0), enabled: id !== null });
