import { accountPaths } from '@trilha/shared/accounts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

// The server answers 204, no body: the client resolves to undefined.
const logout = () => api<undefined>(accountPaths.logout(), { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/login');
    },
  });
}
