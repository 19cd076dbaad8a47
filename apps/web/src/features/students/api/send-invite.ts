import { studentPaths } from '@trilha/shared/students/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshStudents } from './keys';

/** POST /api/admin/students/{id}/invite: the welcome mail again, with a new sign-in link (202). */
export function useSendInvite(tenantId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<undefined>(studentPaths.invite({ id: studentId }), { method: 'POST' }),
    // The drawer toasts the 409 (an inactive student) in the reader's language.
    meta: { silent: true },
    onSuccess: () => refreshStudents(queryClient, tenantId),
  });
}
