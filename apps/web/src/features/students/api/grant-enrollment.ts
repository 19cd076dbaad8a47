import { studentPaths } from '@trilha/shared/students/paths';
import type { EnrollmentCreateBody, enrollmentReply } from '@trilha/shared/students/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { refreshStudents } from './keys';

type EnrollmentReply = z.infer<typeof enrollmentReply>;

/** POST /api/admin/students/{id}/enrollments: gives the student a product, until a date or by the product's own rule. */
export function useGrantEnrollment(tenantId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrollmentCreateBody) =>
      api<EnrollmentReply>(studentPaths.enrollments({ id: studentId }), { method: 'POST', body }).then((reply) => reply.data),
    // The form shows the refusal under its field, or as a toast.
    meta: { silent: true },
    onSuccess: () => refreshStudents(queryClient, tenantId, { products: true }),
  });
}
