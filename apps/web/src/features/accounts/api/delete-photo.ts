import { accountPaths } from '@trilha/shared/accounts/paths';
import type { UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { replaceMe } from '../../../lib/session';

const deletePhoto = () => api<UserReply>(accountPaths.photo(), { method: 'DELETE' });

/** DELETE /api/me/photo: back to initials; the new user lands in ['me']. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: ({ user }) => replaceMe(queryClient, user),
  });
}
