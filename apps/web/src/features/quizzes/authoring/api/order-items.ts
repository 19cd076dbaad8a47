import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Profile, Question } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** PUT …/order `{ ids }`: every item of the quiz once, in the new order. */
const orderItems = (path: string, ids: number[]) => api<{ message: string }>(path, { method: 'PUT', body: { ids } });

/** Saved on drop: the list shows the new order at once and goes back to the old one on failure. */
function useOrder<T extends { id: number; position: number }>(queryKey: readonly unknown[], path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: T[]) =>
      orderItems(
        path,
        ordered.map((item) => item.id),
      ),
    // The screen toasts a failure in its own words.
    meta: { silent: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(
        queryKey,
        ordered.map((item, i) => ({ ...item, position: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** CONTRACT "Quizzes": PUT /api/auth/quiz/questions/{quizId}/order. */
export const useOrderQuestions = (tenantId: number, quizId: number) =>
  useOrder<Question>(quizKeys.questions(tenantId, quizId), quizPaths.questionOrder({ quizId }));

/** PUT /api/auth/quiz/profiles/{quizId}/order (path chosen by Trilha): the order that breaks ties. */
export const useOrderProfiles = (tenantId: number, quizId: number) =>
  useOrder<Profile>(quizKeys.profiles(tenantId, quizId), quizPaths.profileOrder({ quizId }));
