import { schoolPaths } from '@trilha/shared/schools/paths';
import { operatorSchoolReply, type OperatorSchool } from '@trilha/shared/schools/schemas';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { schoolKeys, type SchoolsPage } from './get-schools';

export type SchoolState = { id: number; active: boolean };

/**
 * PATCH /api/operator/schools/{id} `{ active }`: suspends or reactivates a school (nothing is
 * deleted). The reply replaces the school's row at once, wherever its page is.
 */
export function useSetSchoolActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: SchoolState): Promise<OperatorSchool> =>
      operatorSchoolReply.parse(await api<unknown>(schoolPaths.school({ id }), { method: 'PATCH', body: { active } })).data,
    // The console says how it went, in the reader's language (a 409 for the console's own school).
    meta: { silent: true },
    onSuccess: (changed) => {
      queryClient.setQueryData<InfiniteData<SchoolsPage>>(
        schoolKeys.operator(),
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({ ...page, data: page.data.map((row) => (row.id === changed.id ? changed : row)) })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: schoolKeys.operator() });
    },
  });
}
