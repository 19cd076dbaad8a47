import type { PasswordChangeBody } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** PUT /api/me/password: choose the first password (none to prove) or change it (the current one). */
const changePassword = (body: PasswordChangeBody) => api<undefined>(accountPaths.password(), { method: 'PUT', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { silent: true } });
