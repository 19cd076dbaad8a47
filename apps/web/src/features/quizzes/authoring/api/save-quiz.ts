import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { QuizBodyInput, quizMessageReply } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

export type SaveQuizReply = z.infer<typeof quizMessageReply>;

/** Spec 002 §7: POST /api/auth/quiz/create, or /api/auth/quiz/update/{id}, with the same fields. */
const saveQuiz = (quizId: number | null, body: QuizBodyInput) =>
  api<SaveQuizReply>(quizId === null ? quizPaths.newQuiz() : quizPaths.quizUpdate({ id: quizId }), { method: 'POST', body });

export function useSaveQuiz(tenantId: number, quizId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBodyInput) => saveQuiz(quizId, body),
    // The form toasts the spec's words and puts the server's field issues on their fields.
    meta: { silent: true },
    onSuccess: (reply) => {
      queryClient.setQueryData(quizKeys.quiz(tenantId, reply.data.id), reply.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
  });
}
