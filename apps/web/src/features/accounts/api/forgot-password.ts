import type { ForgotPasswordBody, LinkRequestedReply } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const forgotPassword = (body: ForgotPasswordBody) => api<LinkRequestedReply>(accountPaths.forgottenPassword(), { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
}
