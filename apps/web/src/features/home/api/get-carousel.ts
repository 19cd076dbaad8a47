import { HOME_CACHE_MS, HOME_PATHS } from '@trilha/shared/home/constants';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const getCarousel = (id: number) => api<{ data: HomeCarousel }>(HOME_PATHS.carousel(id));

/** get-carousel/{id}: all of a carousel's items, asked for only when the student reaches the end of the first ones. */
export const carouselItemsQuery = (id: number) =>
  queryOptions({
    queryKey: ['home', 'carousel', id],
    queryFn: () => getCarousel(id),
    select: (reply) => reply.data.items,
    staleTime: HOME_CACHE_MS,
    refetchOnWindowFocus: false,
  });

export const useCarouselItems = (id: number, enabled: boolean) => useQuery({ ...carouselItemsQuery(id), enabled });
