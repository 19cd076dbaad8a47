import { communityPaths } from '@trilha/shared/communities/paths';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { feedKeys } from './feed-keys';
import { nextPageUrl, patchPost } from './feed-posts';
import type { Comment, CommentReply, CommentsReply, MessageReply } from './feed-types';

type CommentsData = InfiniteData<CommentsReply, string>;

/** A post's comments, or (with parentId) one comment's replies: oldest first, 20 a page, "carregar mais". */
const commentsQuery = (tenant: number, postId: number, parentId: number | null) =>
  infiniteQueryOptions({
    queryKey: feedKeys.comments(tenant, postId, parentId),
    queryFn: ({ pageParam, signal }) => api<CommentsReply>(pageParam, { signal }),
    initialPageParam: communityPaths.comments({ tenant, postId }, { parent_id: parentId }),
    getNextPageParam: nextPageUrl<Comment>,
    meta: { silent: true },
  });

export const useComments = (tenant: number, postId: number, parentId: number | null, enabled = true) =>
  useInfiniteQuery({ ...commentsQuery(tenant, postId, parentId), enabled });

function mapThread(queryClient: QueryClient, key: readonly unknown[], map: (comments: Comment[], last: boolean) => Comment[]) {
  queryClient.setQueryData<CommentsData>(key, (data) =>
    data ? { ...data, pages: data.pages.map((page, i) => ({ ...page, data: map(page.data, i === data.pages.length - 1) })) } : data,
  );
}

const bumpReplies = (queryClient: QueryClient, tenant: number, postId: number, parentId: number, by: number) =>
  mapThread(queryClient, feedKeys.comments(tenant, postId, null), (comments) =>
    comments.map((c) => (c.id === parentId ? { ...c, replies_count: Math.max(0, c.replies_count + by) } : c)),
  );

/** A comment or a reply: it shows at the end of what is loaded, and the counts move with it. */
export function useAddComment(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; parent_id?: number }) =>
      api<CommentReply>(communityPaths.comments({ tenant, postId }), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: ({ data: added }) => {
      const thread = feedKeys.comments(tenant, postId, added.parent_id);
      // A thread still loading may have been read before this comment was written: its read in
      // flight is dropped and made again, instead of patching nothing and showing a list without it.
      // (An invalidation alone would join the read in flight: a query without data is never cancelled.)
      if (queryClient.getQueryData(thread) === undefined) {
        const exact = { queryKey: thread, exact: true };
        void queryClient.cancelQueries(exact).then(() => queryClient.invalidateQueries(exact));
      } else mapThread(queryClient, thread, (comments, last) => (last ? [...comments, added] : comments));
      if (added.parent_id !== null) bumpReplies(queryClient, tenant, postId, added.parent_id, 1);
      patchPost(queryClient, tenant, postId, (p) => ({ ...p, comments_count: p.comments_count + 1 }));
    },
  });
}

/** Its author changes a comment's words; it stays where it is in its thread. */
export function useEditComment(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      api<CommentReply>(communityPaths.comment({ tenant, commentId: id }), { method: 'PUT', body: { content } }),
    meta: { silent: true },
    onSuccess: ({ data: edited }) =>
      mapThread(queryClient, feedKeys.comments(tenant, postId, edited.parent_id), (comments) =>
        comments.map((c) => (c.id === edited.id ? edited : c)),
      ),
  });
}

/** The author, or staff, deletes a comment; a top-level one takes its replies with it (and out of the count). */
export function useDeleteComment(tenant: number, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => api<MessageReply>(communityPaths.comment({ tenant, commentId: comment.id }), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: (_reply, gone) => {
      mapThread(queryClient, feedKeys.comments(tenant, postId, gone.parent_id), (comments) => comments.filter((c) => c.id !== gone.id));
      if (gone.parent_id === null) queryClient.removeQueries({ queryKey: feedKeys.comments(tenant, postId, gone.id) });
      else bumpReplies(queryClient, tenant, postId, gone.parent_id, -1);
      const removed = gone.parent_id === null ? 1 + gone.replies_count : 1;
      patchPost(queryClient, tenant, postId, (p) => ({ ...p, comments_count: Math.max(0, p.comments_count - removed) }));
    },
  });
}
