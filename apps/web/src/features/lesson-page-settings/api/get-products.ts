import type { productsReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';
import { lessonPageKeys } from './keys';

type ProductsReply = z.infer<typeof productsReply>;

/** Spec 001 §3 "Product (read only)": id, title, status; inactive products are excluded. */
export const activeProductsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: lessonPageKeys.products(tenantId),
    queryFn: () => api<ProductsReply>('/api/auth/admin/products/get'),
    select: (reply) => reply.data.filter((p) => p.status === 'active').map((p) => ({ value: String(p.id), label: p.title })),
    staleTime: CACHE.thirtyMinutes,
  });

export const useActiveProducts = (tenantId: number) => useQuery(activeProductsQuery(tenantId));
