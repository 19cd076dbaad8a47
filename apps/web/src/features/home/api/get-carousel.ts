import { HOME_CACHE_MS } from '@trilha/shared/home/constants';
import { homePaths } from '@trilha/shared/home/paths';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getCarousel = (id: number) => api<{ data: HomeCarousel }>(homePaths.carousel({ id }));

/** get-carousel/{id}: all of a carousel's items, asked for only when the student reaches the end of the first ones. */
const carouselItemsQuery = (id: number) =>
  queryOptions({
    queryKey: ['home', 'carousel', id],
    queryFn: () => getCarousel(id),
    select: (reply) => reply.data.items,
    staleTime: HOME_CACHE_MS,
    refetchOnWindowFocus: false,
  });

export const useCarouselItems = (id: number, enabled: boolean) => useQuery({ ...carouselItemsQuery(id), enabled });
