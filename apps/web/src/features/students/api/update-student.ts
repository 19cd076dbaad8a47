import { studentPaths } from '@trilha/shared/students/paths';
import type { StudentDetail, StudentUpdateBody } from '@trilha/shared/students/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { StudentReply } from './get-student';
import { refreshStudents, studentKeys } from './keys';

/** PATCH /api/admin/students/{id}: a new name, or active false (signed out everywhere, nothing deleted) and back. */
export function useUpdateStudent(tenantId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentUpdateBody) =>
      api<StudentReply>(studentPaths.student({ id: studentId }), { method: 'PATCH', body }).then((reply) => reply.data),
    // The drawer says how it went: a field's refusal under it, a 409 (staff) in a toast.
    meta: { silent: true },
    onSuccess: (saved: StudentDetail, body) => {
      queryClient.setQueryData(studentKeys.detail(tenantId, saved.id), saved);
      // An inactive student's products no longer count as live holders.
      return refreshStudents(queryClient, tenantId, { products: body.active !== undefined });
    },
  });
}
