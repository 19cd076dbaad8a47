import { linkPaths } from '@trilha/shared/links/paths';
import type { CustomLink, LinksMessageReply, LinksReply } from '@trilha/shared/links/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { linksQuery } from './get-links';

const orderLinks = ({ tenantId, ids }: { tenantId: number; ids: number[] }) =>
  api<LinksMessageReply>(linkPaths.order(), { method: 'POST', body: { newOrdenation: ids, tenant_id: tenantId } });

/** Saved on drop: the list shows the new order at once and goes back to the old one on failure. */
export function useOrderLinks(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = linksQuery(tenantId);
  return useMutation({
    mutationFn: (ordered: CustomLink[]) => orderLinks({ tenantId, ids: ordered.map((l) => l.id) }),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<LinksReply>(queryKey);
      queryClient.setQueryData<LinksReply>(queryKey, { data: ordered.map((l, i) => ({ ...l, order: i + 1 })) });
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
