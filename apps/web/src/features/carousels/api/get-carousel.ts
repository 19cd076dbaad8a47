import { homePaths } from '@trilha/shared/home/paths';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

const getCarousel = (id: number) => api<{ data: HomeCarousel }>(homePaths.carousel({ id })).then((r) => r.data);

/** The edit modal's starting point: the carousel's settings and every item, in order. */
const carouselQuery = (tenantId: number, id: number) =>
  queryOptions({ queryKey: [...vitrineKey(tenantId), 'carousel', id], queryFn: () => getCarousel(id), staleTime: 0 });

export const useCarousel = (tenantId: number, id: number | null) => useQuery({ ...carouselQuery(tenantId, id ?? 0), enabled: id !== null });
