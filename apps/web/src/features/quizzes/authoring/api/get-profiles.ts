import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { Profile, profileListReply } from '@trilha/shared/quizzes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

/** CONTRACT "Quizzes": GET /api/auth/quiz/profiles/{quizId}, the behavioural quiz's result profiles in the author's order. */
const getProfiles = (quizId: number) => api<z.infer<typeof profileListReply>>(quizPaths.profiles({ quizId })).then((reply) => reply.data);

const profilesQuery = (tenantId: number, quizId: number) =>
  queryOptions<Profile[]>({
    queryKey: quizKeys.profiles(tenantId, quizId),
    queryFn: () => getProfiles(quizId),
    meta: { silent: true },
  });

/** Read only for a behavioural quiz (`enabled`): a graded one has no profiles. */
export const useProfiles = (tenantId: number, quizId: number, enabled: boolean) =>
  useQuery({ ...profilesQuery(tenantId, quizId), enabled });
