import { carouselPaths } from '@trilha/shared/carousels/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

/** Spec 000 §7: a GET on publish/{tenant}/{id} flips the carousel between published and not. */
const toggleCarousel = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<{ message: string; data: { id: number; published: 0 | 1 } }>(carouselPaths.publication({ tenant: tenantId, id }));

export function useToggleCarousel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleCarousel({ tenantId, id }),
    meta: { silent: true },
    onSettled: () => refreshShowcase(queryClient, tenantId),
  });
}
