import { productPaths } from '@trilha/shared/products/paths';
import type { AdminProduct, adminProductReply, ProductCreateBody } from '@trilha/shared/products/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { productsKey } from '../../../lib/query-keys';
import { productKeys } from './keys';

type ProductReply = z.infer<typeof adminProductReply>;

/** POST /api/admin/products: a title is enough; it starts active, opening nothing, for life. */
export function useCreateProduct(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCreateBody) =>
      api<ProductReply>(productPaths.products(), { method: 'POST', body }).then((reply) => reply.data),
    // The form shows the refusal under its field, or the 409 (500 products) as a toast.
    meta: { silent: true },
    onSuccess: (product) => {
      // In the list at once, so the editor it opens finds it there.
      queryClient.setQueryData<AdminProduct[]>(productKeys.admin(tenantId), (list) => list && [...list, product]);
      // Other sections' product pickers offer it too.
      return queryClient.invalidateQueries({ queryKey: productsKey(tenantId), exact: true });
    },
  });
}
