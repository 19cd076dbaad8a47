import { studentPaths } from '@trilha/shared/students/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshStudents } from './keys';

/** DELETE /api/admin/enrollments/{id}: the student loses the product; their progress stays. */
export function useRevokeEnrollment(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: number) => api<undefined>(studentPaths.enrollment({ id: enrollmentId }), { method: 'DELETE' }),
    // The confirmation says how it went.
    meta: { silent: true },
    onSuccess: () => refreshStudents(queryClient, tenantId, { products: true }),
    // A refusal may mean the enrolment had already gone: the drawer reads the student again.
    onError: () => refreshStudents(queryClient, tenantId),
  });
}
