import { bannerPaths } from '@trilha/shared/banners/paths';
import type { bannersMessageReply } from '@trilha/shared/banners/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { bannersQuery } from './get-banners';

// Body-less DELETE: api() sends no content-type without a body.
const deleteBanner = (tenantId: number, id: number) =>
  api<z.infer<typeof bannersMessageReply>>(bannerPaths.bannerRemoval({ tenant: tenantId, id }), { method: 'DELETE' });

export function useDeleteBanner(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBanner(tenantId, id),
    // Spec 001 §8: the modal shows the server's error itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQuery(tenantId).queryKey }),
  });
}
