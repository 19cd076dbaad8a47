import { staffPaths } from '@trilha/shared/staff/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { meQuery } from '../../../lib/session';
import { refreshStaff } from './get-staff';

/**
 * POST /api/admin/staff/{id}/owner: the owner hands the school to this administrator and stays on
 * the staff as an administrator. The signed-in user's own roles change, so they are read again too.
 */
export function useHandOver(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(staffPaths.owner({ id }), { method: 'POST' }),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: () => Promise.all([refreshStaff(queryClient, tenantId), queryClient.invalidateQueries({ queryKey: meQuery().queryKey })]),
    onError: () => refreshStaff(queryClient, tenantId),
  });
}
