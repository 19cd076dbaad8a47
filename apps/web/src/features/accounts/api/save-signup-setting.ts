import { accountPaths } from '@trilha/shared/accounts/paths';
import type { SignupSettingBody, signupSettingReply } from '@trilha/shared/accounts/signup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { tenantQuery } from '../../../lib/tenant';
import { signupSettingQuery } from './get-signup-setting';

type SignupSettingReply = z.infer<typeof signupSettingReply>;

/** PUT /api/admin/signup `{ mode, product_ids }`. */
const saveSignupSetting = (body: SignupSettingBody) =>
  api<SignupSettingReply>(accountPaths.signupSetting(), { method: 'PUT', body }).then((reply) => reply.data);

/** The saved setting replaces the cached one; the school is read again, since its login page's "Criar conta" follows the mode. */
export function useSaveSignupSetting(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignupSetting,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(signupSettingQuery(tenantId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
    },
  });
}
