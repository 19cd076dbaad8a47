import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Question, questionListReply } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes": GET /api/auth/quiz/questions/{quizId}, in order, with the right answers and weights (staff only). */
const getQuestions = (quizId: number) =>
  api<z.infer<typeof questionListReply>>(quizPaths.questions({ quizId })).then((reply) => reply.data);

const questionsQuery = (tenantId: number, quizId: number) =>
  queryOptions<Question[]>({
    queryKey: quizKeys.questions(tenantId, quizId),
    queryFn: () => getQuestions(quizId),
    meta: { silent: true },
  });

export const useQuestions = (tenantId: number, quizId: number) => useQuery(questionsQuery(tenantId, quizId));
