import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { OrderCarouselsBody } from '@trilha/shared/carousels/schemas';
import type { HomeCarouselsReply } from '@trilha/shared/home/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { showcaseCarouselsKey } from '../../../lib/query-keys';
import { homeCarouselsQuery } from './get-home-carousels';

/** The legacy envelope: body[0] is the message, body[2].data the saved order. */
type OrderReply = [string, number, { data: number[] }];

const orderCarousels = (body: OrderCarouselsBody) => api<OrderReply>(carouselPaths.order(), { method: 'POST', body });

/**
 * Spec 000 §7 orderCarrossel: `ids` in the order the home shows them, top first. On success the
 * cached home takes that order at once (stored last-first, as the server lists it), then refetches.
 */
export function useOrderCarousels(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = homeCarouselsQuery(tenantId);
  return useMutation({
    mutationFn: (ids: number[]) => orderCarousels({ tenant_id: tenantId, newOrdenation: ids }),
    meta: { silent: true },
    onSuccess: (_reply, ids) => {
      queryClient.setQueryData<HomeCarouselsReply>(queryKey, (old) => {
        if (!old) return old;
        const position = new Map(ids.map((id, index) => [id, index]));
        const rank = (id: number) => position.get(id) ?? -1;
        return { data: [...old.data].sort((a, b) => rank(b.id) - rank(a.id)) };
      });
      // The panel's Vitrine lists the same order (lib/query-keys.ts).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: showcaseCarouselsKey(tenantId) }),
      ]);
    },
  });
}
