import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { LessonLikeReply } from '@trilha/shared/lesson-page/schemas';
import { useRef } from 'react';
import { api } from '../../../lib/api/client';
import { lessonPageKeys } from './keys';

const flip = (state: LessonLikeReply, liked: boolean): LessonLikeReply =>
  state.liked === liked ? state : { liked, likes_count: Math.max(0, state.likes_count + (liked ? 1 : -1)) };

/**
 * Like and unlike (PUT / DELETE, idempotent), optimistic: the button and count change at once and
 * go back if refused. One lesson's calls run one after another and only the last answer is written,
 * so quick taps end where the last tap left them (as a community post's like does).
 */
export function useLikeLesson(tenant: number, lessonId: number) {
  const queryClient = useQueryClient();
  const key = lessonPageKeys.like(tenant, lessonId);
  const latest = useRef(0);
  return useMutation({
    mutationFn: (liked: boolean) => api<LessonLikeReply>(lessonPagePaths.like({ tenant, lessonId }), { method: liked ? 'PUT' : 'DELETE' }),
    scope: { id: `lesson-like-${tenant}-${lessonId}` },
    meta: { silent: true },
    onMutate: async (liked) => {
      // A read in flight would answer with the state before this tap and undo it.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<LessonLikeReply>(key, (state) => (state ? flip(state, liked) : state));
      latest.current += 1;
      return { seq: latest.current };
    },
    onError: (_error, liked) => {
      queryClient.setQueryData<LessonLikeReply>(key, (state) => (state?.liked === liked ? flip(state, !liked) : state));
    },
    onSuccess: (reply, _liked, context) => {
      if (context.seq === latest.current) queryClient.setQueryData(key, reply);
    },
  });
}
