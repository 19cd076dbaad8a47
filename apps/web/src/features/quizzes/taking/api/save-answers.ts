import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { AnswersBody } from '@trilha/shared/quizzes/schemas';
import { api } from '../../../../lib/api/client';

/** CONTRACT "Quizzes", save answers: each question named replaces its saved answer; 409 after the deadline or once submitted. */
export const saveAnswers = (quizId: number, attemptId: number, answers: AnswersBody['answers']) =>
  api<unknown>(quizPaths.answers({ quizId, attemptId }), { method: 'PUT', body: { answers } });
