import { schoolPaths } from '@trilha/shared/schools/paths';
import { operatorSchoolReply, type CreateSchoolBody, type OperatorSchool } from '@trilha/shared/schools/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { schoolKeys } from './get-schools';

/**
 * POST /api/operator/schools: a new school on its first host; the server e-mails its owner a
 * sign-in link. The list is read again, since the new school lands on its last page.
 */
export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSchoolBody): Promise<OperatorSchool> =>
      operatorSchoolReply.parse(await api<unknown>(schoolPaths.schools(), { method: 'POST', body })).data,
    // The form shows the refusal under its fields, or as a toast.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.operator() }),
  });
}
