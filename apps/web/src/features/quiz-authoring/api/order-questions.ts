import type { Question } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes": PUT /api/auth/quiz/questions/{quizId}/order `{ ids }`, every question once. */
export const orderQuestions = (quizId: number, ids: number[]) =>
  api<{ message: string }>(`/api/auth/quiz/questions/${quizId}/order`, { method: 'PUT', body: { ids } });

/** Saved on drop: the list shows the new order at once and goes back to the old one on failure. */
export function useOrderQuestions(tenantId: number, quizId: number) {
  const queryClient = useQueryClient();
  const queryKey = quizKeys.questions(tenantId, quizId);
  return useMutation({
    mutationFn: (ordered: Question[]) =>
      orderQuestions(
        quizId,
        ordered.map((q) => q.id),
      ),
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Question[]>(queryKey);
      queryClient.setQueryData<Question[]>(
        queryKey,
        ordered.map((q, i) => ({ ...q, position: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
