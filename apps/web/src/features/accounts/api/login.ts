import { accountPaths } from '@trilha/shared/accounts/paths';
import type { LoginBody, UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { startSession } from '../../../lib/session';

const login = (body: LoginBody) => api<UserReply>(accountPaths.login(), { method: 'POST', body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The login form shows the error inline; no toast on top of it.
    meta: { silent: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
