import { staffPaths } from '@trilha/shared/staff/paths';
import type { InvitableRole, StaffMember } from '@trilha/shared/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshStaff } from './get-staff';
import type { StaffMemberReply } from './invite-staff';

export type RoleChange = { id: number; role: InvitableRole };

/** PATCH /api/admin/staff/{id}: an administrator becomes a moderator or the other way round (the owner's call). */
export function useUpdateStaffRole(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: RoleChange) =>
      api<StaffMemberReply>(staffPaths.member({ id }), { method: 'PATCH', body: { role } }).then((reply): StaffMember => reply.data),
    // The panel says how it went, in the reader's language.
    meta: { silent: true },
    onSuccess: () => refreshStaff(queryClient, tenantId),
    // A refusal may mean the list was out of date (someone else changed it): read it again.
    onError: () => refreshStaff(queryClient, tenantId),
  });
}
