import { salePaths } from '@trilha/shared/sales/paths';
import type { deliveriesReply } from '@trilha/shared/sales/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { saleKeys } from './get-integrations';

export type DeliveriesPage = z.infer<typeof deliveriesReply>;

/** The cursor next_page_url names; none on the last page (or one that names no cursor). */
export function nextDeliveriesCursor(page: DeliveriesPage): number | undefined {
  if (!page.next_page_url) return undefined;
  const cursor = Number(new URL(page.next_page_url, window.location.origin).searchParams.get('cursor'));
  return Number.isInteger(cursor) && cursor > 0 ? cursor : undefined;
}

/** GET /api/admin/integrations/deliveries: the calls received, newest first, 50 a page; "Carregar mais" follows next_page_url. */
export const deliveriesQuery = (tenantId: number) =>
  infiniteQueryOptions({
    queryKey: saleKeys.deliveries(tenantId),
    queryFn: ({ pageParam, signal }) => api<DeliveriesPage>(salePaths.deliveries({}, { cursor: pageParam }), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextDeliveriesCursor,
    // The log says it could not load in its own words.
    meta: { silent: true },
  });

export const useDeliveries = (tenantId: number) => useInfiniteQuery(deliveriesQuery(tenantId));
