import { reportPaths } from '@trilha/shared/reports/paths';
import type { QuizReport, QuizReportQuery, quizReportReply } from '@trilha/shared/reports/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { reportKeys } from './keys';

type QuizReportReply = z.infer<typeof quizReportReply>;

/** GET /api/admin/reports/quizzes/{id}: who submitted the quiz, passed or not, and one page (50) of them sorted as asked. */
export const quizReportQuery = (tenantId: number, quizId: number, view: QuizReportQuery) =>
  queryOptions<QuizReport>({
    queryKey: reportKeys.quiz(tenantId, quizId, view),
    queryFn: ({ signal }) => api<QuizReportReply>(reportPaths.quiz({ quizId }, view), { signal }).then((reply) => reply.data),
    // The report says it could not load in its own words.
    meta: { silent: true },
  });

/** The last page stays on screen while another sort or page loads, so the table does not blink away. */
export const useQuizReport = (tenantId: number, quizId: number, view: QuizReportQuery) =>
  useQuery({ ...quizReportQuery(tenantId, quizId, view), placeholderData: keepPreviousData });
