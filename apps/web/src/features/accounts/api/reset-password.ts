import type { ResetPasswordBody } from '@trilha/shared/accounts/auth-flows';
import type { UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { meQuery } from '../../../lib/session';

export const resetPassword = (body: ResetPasswordBody) => api<UserReply>('/api/password/reset', { method: 'POST', body });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(meQuery().queryKey, user);
    },
  });
}
