import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { QuestionBodyInput, questionReply } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

export type SaveQuestionReply = z.infer<typeof questionReply>;

/** CONTRACT "Quizzes": POST /api/auth/quiz/questions/{quizId} (201), or PUT …/{questionId}, same body. */
const saveQuestion = (quizId: number, questionId: number | null, body: QuestionBodyInput) =>
  api<SaveQuestionReply>(questionId === null ? quizPaths.questions({ quizId }) : quizPaths.question({ quizId, questionId }), {
    method: questionId === null ? 'POST' : 'PUT',
    body,
  });

export function useSaveQuestion(tenantId: number, quizId: number, questionId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBodyInput) => saveQuestion(quizId, questionId, body),
    meta: { silent: true },
    // The questions, and the list's count of them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.questions(tenantId, quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
      ]),
  });
}
