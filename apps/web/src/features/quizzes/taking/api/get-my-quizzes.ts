import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { AvaliacoesReply } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes", my quizzes: the student's quizzes with status, best score, attempts and place. */
const getMyQuizzes = (tenantId: number) => api<AvaliacoesReply>(quizPaths.myQuizzes({ tenant: tenantId }));

/** The page shows its own error with a retry, so a failure toasts nothing. */
const myQuizzesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: quizKeys.mine(tenantId),
    queryFn: () => getMyQuizzes(tenantId),
    select: (reply) => reply.data,
    meta: { silent: true },
  });

export const useMyQuizzes = (tenantId: number | undefined, enabled = true) =>
  useQuery({ ...myQuizzesQuery(tenantId ?? 0), enabled: enabled && tenantId !== undefined });
