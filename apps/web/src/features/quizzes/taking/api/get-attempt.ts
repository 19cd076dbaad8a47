import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Attempt } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { clockSkew } from '../components/timer';
import { quizKeys } from './keys';

/** An attempt with how far the server's clock was ahead of this browser's when it arrived. */
export type LoadedAttempt = Attempt & { skew: number };

export const withSkew = (attempt: Attempt): LoadedAttempt => ({ ...attempt, skew: clockSkew(attempt.server_now, Date.now()) });

const getAttempt = async (quizId: number, attemptId: number) =>
  withSkew((await api<{ data: Attempt }>(quizPaths.attempt({ quizId, attemptId }))).data);

/**
 * One attempt: its questions and saved answers while open, its result once submitted. Never stale
 * on its own (the screen asks again when the tab comes back, to set the clock again).
 */
const attemptQuery = (quizId: number, attemptId: number) =>
  queryOptions({
    queryKey: quizKeys.attempt(quizId, attemptId),
    queryFn: () => getAttempt(quizId, attemptId),
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useAttempt = (quizId: number, attemptId: number | null, pollWhileOpen = false) =>
  useQuery({
    ...attemptQuery(quizId, attemptId ?? 0),
    enabled: attemptId !== null,
    // After the time is up, the deadline job may still be grading: ask until the result is there.
    refetchInterval: (query) => (pollWhileOpen && query.state.data?.status === 'in_progress' ? 2_000 : false),
  });
