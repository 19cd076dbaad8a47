import { carouselPaths } from '@trilha/shared/carousels/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

const deleteCarousel = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<{ message: string }>(carouselPaths.carousel({ tenant: tenantId, id }), { method: 'DELETE' });

export function useDeleteCarousel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCarousel({ tenantId, id }),
    meta: { silent: true },
    onSuccess: () => refreshShowcase(queryClient, tenantId),
  });
}
