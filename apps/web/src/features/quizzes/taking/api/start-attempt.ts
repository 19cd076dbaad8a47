import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Attempt } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { withSkew } from './get-attempt';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes", start an attempt: 201 a new one, 200 the open one (same deadline); 409 when none may start. */
const startAttempt = async (quizId: number) =>
  withSkew((await api<{ data: Attempt }>(quizPaths.attempts({ quizId }), { method: 'POST' })).data);

export function useStartAttempt(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAttempt(quizId),
    // The screen shows the 409's words in place.
    meta: { silent: true },
    onSuccess: (attempt) => {
      queryClient.setQueryData(quizKeys.attempt(quizId, attempt.id), attempt);
      // The list's status is now in progress.
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists });
    },
  });
}
