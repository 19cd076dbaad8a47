import { accountPaths } from '@trilha/shared/accounts/paths';
import type { SignupSetting, signupSettingReply } from '@trilha/shared/accounts/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

type SignupSettingReply = z.infer<typeof signupSettingReply>;

/** GET /api/admin/signup: whether anyone may create an account, and the products they receive. The key's one owner. */
export const signupSettingQuery = (tenantId: number) =>
  queryOptions<SignupSetting>({
    queryKey: ['accounts', tenantId, 'signup-setting'],
    queryFn: () => api<SignupSettingReply>(accountPaths.signupSetting()).then((reply) => reply.data),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useSignupSetting = (tenantId: number) => useQuery(signupSettingQuery(tenantId));
