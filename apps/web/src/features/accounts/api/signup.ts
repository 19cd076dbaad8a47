import type { LinkRequestedReply } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import type { SignupBody } from '@trilha/shared/accounts/signup';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/signup: 202 `{ message }` whatever the e-mail (no enumeration); 403 while the school keeps sign-up closed. */
const signup = (body: SignupBody) => api<LinkRequestedReply>(accountPaths.signup(), { method: 'POST', body });

/** The page says every outcome itself (the confirmation, the closed school, the fields, the alert). */
export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { silent: true } });
}
