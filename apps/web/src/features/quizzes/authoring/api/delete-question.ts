import { quizPaths } from '@trilha/shared/quizzes/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes": DELETE /api/auth/quiz/questions/{quizId}/{questionId}. */
const deleteQuestion = (quizId: number, questionId: number) =>
  api<{ message: string }>(quizPaths.question({ quizId, questionId }), { method: 'DELETE' });

export function useDeleteQuestion(tenantId: number, quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => deleteQuestion(quizId, questionId),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.questions(tenantId, quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
      ]),
  });
}
