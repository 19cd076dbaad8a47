import { quizPaths } from '@trilha/shared/quizzes/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes": DELETE /api/auth/quiz/profiles/{quizId}/{profileId}. */
const deleteProfile = (quizId: number, profileId: number) =>
  api<{ message: string }>(quizPaths.profile({ quizId, profileId }), { method: 'DELETE' });

export function useDeleteProfile(tenantId: number, quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => deleteProfile(quizId, profileId),
    meta: { silent: true },
    // The options' weights for that profile go with it: the questions are read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.profiles(tenantId, quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.questions(tenantId, quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
      ]),
  });
}
