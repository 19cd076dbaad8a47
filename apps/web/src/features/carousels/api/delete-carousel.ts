import { CAROUSEL_PATHS } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

export const deleteCarousel = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<{ message: string }>(CAROUSEL_PATHS.remove(tenantId, id), { method: 'DELETE' });

export function useDeleteCarousel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCarousel({ tenantId, id }),
    meta: { silent: true },
    onSuccess: () => refreshShowcase(queryClient, tenantId),
  });
}
