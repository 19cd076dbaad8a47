import type { ResetPasswordBody } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import type { UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { startSession } from '../../../lib/session';

const resetPassword = (body: ResetPasswordBody) => api<UserReply>(accountPaths.passwordReset(), { method: 'POST', body });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
