import { accountPaths } from '@trilha/shared/accounts/paths';
import type { ProfileUpdateBody, UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { replaceMe } from '../../../lib/session';

const updateProfile = (body: ProfileUpdateBody) => api<UserReply>(accountPaths.me(), { method: 'PUT', body });

/** PUT /api/me: the reply is the new user, written straight into the ['me'] cache (header, drawer). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows field errors inline and toasts the rest itself.
    meta: { silent: true },
    onSuccess: ({ user }) => replaceMe(queryClient, user),
  });
}
