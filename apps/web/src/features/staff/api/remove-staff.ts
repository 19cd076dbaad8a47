import { staffPaths } from '@trilha/shared/staff/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshStaff } from './get-staff';

/** DELETE /api/admin/staff/{id}: the person leaves the staff; the account stays, a student still if they hold products. */
export function useRemoveStaff(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<undefined>(staffPaths.member({ id }), { method: 'DELETE' }),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: () => refreshStaff(queryClient, tenantId),
    // A refusal may mean the person had already gone: read the list again.
    onError: () => refreshStaff(queryClient, tenantId),
  });
}
