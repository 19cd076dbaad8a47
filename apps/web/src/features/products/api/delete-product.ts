import { productPaths } from '@trilha/shared/products/paths';
import type { AdminProduct } from '@trilha/shared/products/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { communitiesKey, productsKey } from '../../../lib/query-keys';
import { productKeys } from './keys';

/** DELETE /api/admin/products/{id}: 409 while students hold it or a reward delivers it, and nothing changes. */
export function useDeleteProduct(tenantId: number) {
  const queryClient = useQueryClient();
  const queryKey = productKeys.admin(tenantId);
  return useMutation({
    mutationFn: (productId: number) => api<undefined>(productPaths.product({ id: productId }), { method: 'DELETE' }),
    // The confirmation says how it went, the 409's reason included.
    meta: { silent: true },
    onSuccess: (_reply, productId) => {
      queryClient.setQueryData<AdminProduct[]>(queryKey, (list) => list?.filter((p) => p.id !== productId));
      void queryClient.invalidateQueries({ queryKey: productsKey(tenantId), exact: true });
      void queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId), refetchType: 'none' });
    },
    // A refusal may mean the holders changed meanwhile: the counts are read again.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
