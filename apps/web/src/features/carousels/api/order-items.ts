import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselItem } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { carouselItemsQuery } from './get-carousel-items';
import { refreshShowcase } from './keys';

/** Spec 002 §7 orderItens: the carousel item ids (not the course/module/lesson ids) in order. */
const orderItems = ({ tenantId, carouselId, order }: { tenantId: number; carouselId: number; order: number[] }) =>
  api<{ message: string }>(carouselPaths.itemOrder(), { method: 'POST', body: { tenant_id: tenantId, carousel_id: carouselId, order } });

export function useOrderItems(tenantId: number, carouselId: number, type: number) {
  const queryClient = useQueryClient();
  const { queryKey } = carouselItemsQuery({ tenantId, carouselId, type });
  return useMutation({
    mutationFn: (ordered: CarouselItem[]) => orderItems({ tenantId, carouselId, order: ordered.map((i) => i.carouselItemId) }),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CarouselItem[]>(queryKey);
      queryClient.setQueryData<CarouselItem[]>(queryKey, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshShowcase(queryClient, tenantId),
  });
}
