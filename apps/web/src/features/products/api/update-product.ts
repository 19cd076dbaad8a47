import { productPaths } from '@trilha/shared/products/paths';
import type { AdminProduct, adminProductReply, ProductUpdateBody } from '@trilha/shared/products/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { communitiesKey, productsKey } from '../../../lib/query-keys';
import { productKeys } from './keys';

type ProductReply = z.infer<typeof adminProductReply>;

/** PATCH /api/admin/products/{id}: the editor sends every field; the lists it sends replace the product's. */
export function useUpdateProduct(tenantId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdateBody) =>
      api<ProductReply>(productPaths.product({ id: productId }), { method: 'PATCH', body }).then((reply) => reply.data),
    // The form shows the refusal under its fields.
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminProduct[]>(productKeys.admin(tenantId), (list) => list?.map((p) => (p.id === saved.id ? saved : p)));
      // A title or status changed what other sections' pickers offer.
      void queryClient.invalidateQueries({ queryKey: productsKey(tenantId), exact: true });
      // The Comunidade forms show the products that open each community; they read again when next opened.
      void queryClient.invalidateQueries({ queryKey: communitiesKey(tenantId), refetchType: 'none' });
    },
  });
}
