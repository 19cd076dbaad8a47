import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/client';

export const logout = () => api<void>('/api/logout', { method: 'POST' });

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
