import type { LinkRequestedReply, MagicLinkBody } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const requestMagicLink = (body: MagicLinkBody) => api<LinkRequestedReply>(accountPaths.magicLink(), { method: 'POST', body });

export function useRequestMagicLink() {
  // The form shows the error (429) inline; no toast on top of it.
  return useMutation({ mutationFn: requestMagicLink, meta: { silent: true } });
}
