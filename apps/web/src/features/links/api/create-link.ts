import { linkPaths } from '@trilha/shared/links/paths';
import type { LinkBodyInput, LinkMessageReply } from '@trilha/shared/links/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { linksQuery } from './get-links';

const createLink = (body: LinkBodyInput) => api<LinkMessageReply>(linkPaths.newLink(), { method: 'POST', body });

export function useCreateLink(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    // The modal toasts the failure itself, with the spec's fallback text.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQuery(tenantId).queryKey }),
  });
}
