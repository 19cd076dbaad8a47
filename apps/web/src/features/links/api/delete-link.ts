import { linkPaths } from '@trilha/shared/links/paths';
import type { LinksMessageReply } from '@trilha/shared/links/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { linksQuery } from './get-links';

const deleteLink = ({ tenantId, id }: { tenantId: number; id: number }) =>
  api<LinksMessageReply>(linkPaths.link({ tenant: tenantId, id }), { method: 'DELETE' });

export function useDeleteLink(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery(tenantId).queryKey }),
  });
}
