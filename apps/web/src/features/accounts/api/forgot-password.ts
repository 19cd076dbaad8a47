import type { ForgotPasswordBody, LinkRequestedReply } from '@trilha/shared/accounts/auth-flows';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const forgotPassword = (body: ForgotPasswordBody) => api<LinkRequestedReply>('/api/password/forgot', { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
}
