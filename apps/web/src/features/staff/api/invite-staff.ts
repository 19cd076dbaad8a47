import { staffPaths } from '@trilha/shared/staff/paths';
import type { StaffInviteBody, StaffMember, staffMemberReply } from '@trilha/shared/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { refreshStaff } from './get-staff';

export type StaffMemberReply = z.infer<typeof staffMemberReply>;

/** POST /api/admin/staff: the school's account with this e-mail gets the role, or a new one is made (then with the name) and invited. */
export function useInviteStaff(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      api<StaffMemberReply>(staffPaths.staff(), { method: 'POST', body }).then((reply): StaffMember => reply.data),
    // The form shows the refusal under its field, or as a toast.
    meta: { silent: true },
    onSuccess: () => refreshStaff(queryClient, tenantId),
  });
}
