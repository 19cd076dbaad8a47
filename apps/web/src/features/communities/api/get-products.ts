import type { productsReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { COMMUNITY_CACHE_MS } from '@trilha/shared/communities/constants';

type ProductsReply = z.infer<typeof productsReply>;

/** The school's products a community may give access to: active ones only (spec 000 §3 "Option lists"). */
export const activeProductsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['community-products', tenantId],
    queryFn: () => api<ProductsReply>('/api/auth/admin/products/get'),
    select: (reply) => reply.data.filter((p) => p.status === 'active').map((p) => ({ value: p.id, label: p.title })),
    staleTime: COMMUNITY_CACHE_MS,
  });

export const useActiveProducts = (tenantId: number) => useQuery(activeProductsQuery(tenantId));
