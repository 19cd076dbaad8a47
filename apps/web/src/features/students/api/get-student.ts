import { studentPaths } from '@trilha/shared/students/paths';
import type { StudentDetail, studentReply } from '@trilha/shared/students/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studentKeys } from './keys';

export type StudentReply = z.infer<typeof studentReply>;

/** GET /api/admin/students/{id}: the student with their enrolments, course progress and quiz results. */
export const studentQuery = (tenantId: number, studentId: number) =>
  queryOptions<StudentDetail>({
    queryKey: studentKeys.detail(tenantId, studentId),
    queryFn: () => api<StudentReply>(studentPaths.student({ id: studentId })).then((reply) => reply.data),
    // The drawer says it could not load in its own words.
    meta: { silent: true },
  });

export const useStudent = (tenantId: number, studentId: number) => useQuery(studentQuery(tenantId, studentId));
