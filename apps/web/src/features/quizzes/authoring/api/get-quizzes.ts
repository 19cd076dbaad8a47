import { quizPaths } from '@trilha/shared/quizzes/paths';
import { QUIZ_LIST_STALE_MS, type Quiz, type quizListReply } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

type QuizListReply = z.infer<typeof quizListReply>;

/** Spec 002 §7: GET /api/auth/quiz/{tenant}; the list is in element index 2, `data` (the legacy envelope). */
const getQuizzes = (tenantId: number) => api<QuizListReply>(quizPaths.quizzes({ tenant: tenantId })).then((reply) => reply[2].data);

/** Spec 002 §7, §9: the quiz list is kept 1,800,000 ms and not asked again on focus; this area's writes invalidate it. */
export const quizzesQuery = (tenantId: number) =>
  queryOptions<Quiz[]>({
    queryKey: quizKeys.list(tenantId),
    queryFn: () => getQuizzes(tenantId),
    staleTime: QUIZ_LIST_STALE_MS,
    refetchOnWindowFocus: false,
    // The section says it failed in place, not in a toast.
    meta: { silent: true },
  });

export const useQuizzes = (tenantId: number) => useQuery(quizzesQuery(tenantId));
