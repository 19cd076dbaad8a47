import { linkPaths } from '@trilha/shared/links/paths';
import type { LinkBodyInput, LinkMessageReply } from '@trilha/shared/links/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { linksQuery } from './get-links';

const updateLink = ({ id, body }: { id: number; body: LinkBodyInput }) =>
  api<LinkMessageReply>(linkPaths.linkUpdate({ id }), { method: 'POST', body });

export function useUpdateLink(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLink,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery(tenantId).queryKey }),
  });
}
