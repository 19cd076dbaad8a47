import { communityPaths } from '@trilha/shared/communities/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { feedKeys } from './feed-keys';
import { dropPost, moveToTop, patchPost } from './feed-posts';
import type { MessageReply, Post, PostReply } from './feed-types';

/** One post: the page notifications point to. */
const postQuery = (tenant: number, postId: number) =>
  queryOptions({
    queryKey: feedKeys.post(tenant, postId),
    queryFn: () => api<PostReply>(communityPaths.post({ tenant, postId })),
    meta: { silent: true },
  });

export const usePost = (tenant: number, postId: number, enabled = true) => useQuery({ ...postQuery(tenant, postId), enabled });

/** The author changes the title and text; the reply (with edited_at) replaces the post everywhere. */
export function useEditPost(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; text: string }) => api<PostReply>(communityPaths.post({ tenant, postId }), { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: ({ data }) => patchPost(queryClient, tenant, postId, () => data),
  });
}

export function useDeletePost(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageReply>(communityPaths.post({ tenant, postId }), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => dropPost(queryClient, tenant, postId),
  });
}

/** Staff pin (to the top, at most 3 a community: 409 past it) and unpin (it stays where it is until the feed reloads). */
export function usePinPost(tenant: number, post: Pick<Post, 'id' | 'community_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) =>
      api<MessageReply>(communityPaths.pin({ tenant, postId: post.id, status: pinned ? 1 : 0 }), { method: 'PUT' }),
    meta: { silent: true },
    onSuccess: (_reply, pinned) => {
      patchPost(queryClient, tenant, post.id, (p) => ({ ...p, pinned }));
      if (pinned) moveToTop(queryClient, tenant, post.community_id, post.id);
    },
  });
}
