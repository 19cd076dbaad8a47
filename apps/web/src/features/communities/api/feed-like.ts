import { communityPaths } from '@trilha/shared/communities/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../lib/api/client';
import { patchPost } from './feed-posts';
import type { LikeReply, Post } from './feed-types';

const flip = (post: Post, liked: boolean): Post =>
  post.liked_by_me === liked ? post : { ...post, liked_by_me: liked, likes_count: Math.max(0, post.likes_count + (liked ? 1 : -1)) };

/**
 * Like and unlike, optimistic (docs/communities.md "The feed, posts, comments and likes"): the heart and the
 * count change at once in every cache that shows the post; a refusal puts them back (the caller says why).
 * The calls of one post run one after another, and only the last one's answer is written, so quick taps end
 * where the last tap left them instead of flickering through the earlier answers.
 */
export function useLikePost(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  return useMutation({
    mutationFn: (liked: boolean) => api<LikeReply>(communityPaths.like({ tenant, postId }), { method: liked ? 'PUT' : 'DELETE' }),
    scope: { id: `community-like-${tenant}-${postId}` },
    meta: { silent: true },
    onMutate: (liked) => {
      patchPost(queryClient, tenant, postId, (p) => flip(p, liked));
      latest.current += 1;
      return { seq: latest.current };
    },
    onError: (_error, liked) => {
      // Back to before this tap, unless a later tap has already changed it again.
      patchPost(queryClient, tenant, postId, (p) => (p.liked_by_me === liked ? flip(p, !liked) : p));
    },
    onSuccess: (reply, _liked, context) => {
      if (context.seq !== latest.current) return;
      patchPost(queryClient, tenant, postId, (p) => ({ ...p, liked_by_me: reply.liked, likes_count: reply.likes_count }));
    },
  });
}
