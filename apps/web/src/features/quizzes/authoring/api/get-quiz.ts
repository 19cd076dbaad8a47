import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Quiz, quizShowReply } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

type QuizShowReply = z.infer<typeof quizShowReply>;

/** Spec 002 §7: GET /api/auth/quiz/show/{id}; the quiz is in array element 3 (index 2), `data`. */
const getQuiz = (quizId: number) => api<QuizShowReply>(quizPaths.quiz({ id: quizId })).then((reply) => reply[2].data);

/** One quiz as the edit modal and /quiz open it: read afresh, since the list may be 30 minutes old. */
const quizQuery = (tenantId: number, quizId: number) =>
  queryOptions<Quiz>({
    queryKey: quizKeys.quiz(tenantId, quizId),
    queryFn: () => getQuiz(quizId),
    meta: { silent: true },
  });

export const useQuiz = (tenantId: number, quizId: number | null) =>
  useQuery({ ...quizQuery(tenantId, quizId ?? 0), enabled: quizId !== null });
