import type { MagicLinkConfirmBody, MagicLinkConfirmReply } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { startSession } from '../../../lib/session';

const confirmMagicLink = (body: MagicLinkConfirmBody) =>
  api<MagicLinkConfirmReply>(accountPaths.magicLinkConfirmation(), { method: 'POST', body });

export function useConfirmMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMagicLink,
    // The page shows an invalid link inline, with the way back to /login.
    meta: { silent: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
