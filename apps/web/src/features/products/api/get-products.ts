import { productPaths } from '@trilha/shared/products/paths';
import type { AdminProduct, adminProductsReply } from '@trilha/shared/products/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { productKeys } from './keys';

type ProductsReply = z.infer<typeof adminProductsReply>;

/** GET /api/admin/products: every product of the school, oldest first, with its live holders. */
export const adminProductsQuery = (tenantId: number) =>
  queryOptions<AdminProduct[]>({
    queryKey: productKeys.admin(tenantId),
    queryFn: () => api<ProductsReply>(productPaths.products()).then((reply) => reply.data),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useAdminProducts = (tenantId: number) => useQuery(adminProductsQuery(tenantId));
