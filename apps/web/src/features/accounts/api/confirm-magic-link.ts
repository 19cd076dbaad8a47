import type { MagicLinkConfirmBody, MagicLinkConfirmReply } from '@trilha/shared/accounts/auth-flows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { meQuery } from '../../../lib/session';

export const confirmMagicLink = (body: MagicLinkConfirmBody) =>
  api<MagicLinkConfirmReply>('/api/login/magic-link/confirm', { method: 'POST', body });

export function useConfirmMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMagicLink,
    // The page shows an invalid link inline, with the way back to /login.
    meta: { silent: true },
    onSuccess: ({ user }) => {
      // A new person is signed in: nothing cached for the previous one may show.
      queryClient.clear();
      queryClient.setQueryData(meQuery().queryKey, user);
    },
  });
}
