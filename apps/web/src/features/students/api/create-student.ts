import { studentPaths } from '@trilha/shared/students/paths';
import type { StudentCreateBody, StudentDetail } from '@trilha/shared/students/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { StudentReply } from './get-student';
import { refreshStudents, studentKeys } from './keys';

/** POST /api/admin/students: creates the account (or enrols the school's existing one) with the products chosen. */
export function useCreateStudent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreateBody) =>
      api<StudentReply>(studentPaths.students(), { method: 'POST', body }).then((reply) => reply.data),
    // The form shows the refusal under its field, or as a toast.
    meta: { silent: true },
    onSuccess: (student: StudentDetail, body) => {
      // The drawer it opens finds the student at once.
      queryClient.setQueryData(studentKeys.detail(tenantId, student.id), student);
      return refreshStudents(queryClient, tenantId, { products: body.product_ids.length > 0 });
    },
  });
}
