import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselBody, CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshShowcase } from './keys';

/** Spec 002 §7: create, or update/{id}; the reply is the legacy [message, status, { data }]. */
const saveCarousel = ({ id, body }: { id: number | null; body: CarouselBody }) =>
  api<[string, number, { data: CarouselSettings }]>(id === null ? carouselPaths.newCarousel() : carouselPaths.carouselUpdate({ id }), {
    method: 'POST',
    body,
  });

export function useSaveCarousel(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarousel,
    // The modal toasts the failure itself, with the spec's fallback text.
    meta: { silent: true },
    onSuccess: () => refreshShowcase(queryClient, tenantId),
  });
}
