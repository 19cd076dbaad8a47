import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { carouselsQuery } from './get-carousels';
import { refreshShowcase } from './keys';

const orderCarousels = ({ tenantId, ids }: { tenantId: number; ids: number[] }) =>
  api<[string, number, { data: number[] }]>(carouselPaths.order(), { method: 'POST', body: { tenant_id: tenantId, newOrdenation: ids } });

/** Saved on drop: the list shows the new order at once and goes back to the old one on failure. */
export function useOrderCarousels(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = carouselsQuery(tenantId);
  return useMutation({
    mutationFn: (ordered: CarouselSettings[]) => orderCarousels({ tenantId, ids: ordered.map((c) => c.id) }),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CarouselSettings[]>(queryKey);
      queryClient.setQueryData<CarouselSettings[]>(
        queryKey,
        ordered.map((c, i) => ({ ...c, order: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshShowcase(queryClient, tenantId),
  });
}
