import { CAROUSEL_PATHS } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

/** Spec 000 §7: a GET on publish/{tenant}/{id} flips the carousel between published and not. */
export const toggleCarousel = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<{ message: string; data: { id: number; published: 0 | 1 } }>(CAROUSEL_PATHS.publish(tenantId, id));

export function useToggleCarousel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleCarousel({ tenantId, id }),
    meta: { silent: true },
    onSettled: () => refreshShowcase(queryClient, tenantId),
  });
}
