import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { ProfileBodyInput, profileReply } from '@trilha/shared/quizzes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';
import { quizKeys } from './keys';

export type SaveProfileReply = z.infer<typeof profileReply>;

/** CONTRACT "Quizzes": POST /api/auth/quiz/profiles/{quizId}, or PUT …/{profileId}; `{ title, description, image? }`. */
const saveProfile = (quizId: number, profileId: number | null, body: ProfileBodyInput) =>
  api<SaveProfileReply>(profileId === null ? quizPaths.profiles({ quizId }) : quizPaths.profile({ quizId, profileId }), {
    method: profileId === null ? 'POST' : 'PUT',
    body,
  });

export function useSaveProfile(tenantId: number, quizId: number, profileId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBodyInput) => saveProfile(quizId, profileId, body),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.profiles(tenantId, quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
      ]),
  });
}
