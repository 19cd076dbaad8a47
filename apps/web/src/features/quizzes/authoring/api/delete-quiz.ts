import { quizPaths } from '@trilha/shared/quizzes/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** Spec 002 §7: DELETE /api/auth/quiz/{id}. */
const deleteQuiz = (quizId: number) => api<{ message: string }>(quizPaths.quizRemoval({ id: quizId }), { method: 'DELETE' });

export function useDeleteQuiz(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    // Spec 002 §8 names the failure text; the section toasts it.
    meta: { silent: true },
    onSuccess: (_reply, quizId) => queryClient.removeQueries({ queryKey: quizKeys.quiz(tenantId, quizId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
  });
}
