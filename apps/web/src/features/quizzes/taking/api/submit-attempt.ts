import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { SubmitReply } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import type { LoadedAttempt } from './get-attempt';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes", submit: graded on the server, once; the reply is the result. */
const submitAttempt = (quizId: number, attemptId: number) =>
  api<SubmitReply>(quizPaths.submission({ quizId, attemptId }), { method: 'POST' });

export function useSubmitAttempt(quizId: number, attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitAttempt(quizId, attemptId),
    meta: { silent: true },
    onSuccess: ({ data }) => {
      const { submitted_at, score, passed, goal, profile, review, answers_shown } = data;
      const result = { score, passed, goal, profile, review, answers_shown };
      queryClient.setQueryData<LoadedAttempt>(
        quizKeys.attempt(quizId, attemptId),
        (attempt) => attempt && { ...attempt, status: 'submitted', submitted_at, result },
      );
      // The list's status, best score and attempts changed; so may "Tentar novamente".
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists });
    },
  });
}
