import type { LinkRequestedReply, MagicLinkBody } from '@trilha/shared/accounts/auth-flows';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const requestMagicLink = (body: MagicLinkBody) => api<LinkRequestedReply>('/api/login/magic-link', { method: 'POST', body });

export function useRequestMagicLink() {
  // The form shows the error (429) inline; no toast on top of it.
  return useMutation({ mutationFn: requestMagicLink, meta: { silent: true } });
}
