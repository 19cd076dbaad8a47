import { bannerPaths } from '@trilha/shared/banners/paths';
import type { Banner, BannersIndexReply, bannersMessageReply } from '@trilha/shared/banners/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { bannersQuery } from './get-banners';

const orderBanners = (tenantId: number, ids: number[]) =>
  api<z.infer<typeof bannersMessageReply>>(bannerPaths.order(), { method: 'POST', body: { tenant_id: tenantId, newOrdenation: ids } });

/** Spec 002 §4: saved on drop; the list shows the new order at once and goes back to the old one on failure. */
export function useOrderBanners(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = bannersQuery(tenantId);
  return useMutation({
    mutationFn: (ordered: Banner[]) =>
      orderBanners(
        tenantId,
        ordered.map((b) => b.id),
      ),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<BannersIndexReply>(queryKey);
      if (previous) {
        const [status, code, body] = previous;
        queryClient.setQueryData<BannersIndexReply>(queryKey, [
          status,
          code,
          { ...body, data: ordered.map((b, i) => ({ ...b, order: i + 1 })) },
        ]);
      }
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
