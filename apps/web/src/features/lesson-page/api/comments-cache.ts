import type { QueryClient } from '@tanstack/react-query';
import type { LessonComment, LessonReply } from '@trilha/shared/lesson-page/schemas';
import type { CommentsData, RepliesData } from './get-lesson-comments';
import { lessonPageKeys } from './keys';

/** Rewrites every loaded page of a lesson's comments. */
export function mapComments(
  queryClient: QueryClient,
  tenant: number,
  lessonId: number,
  map: (comments: LessonComment[], first: boolean) => LessonComment[],
) {
  queryClient.setQueryData<CommentsData>(lessonPageKeys.comments(tenant, lessonId), (data) =>
    data ? { ...data, pages: data.pages.map((page, i) => ({ ...page, data: map(page.data, i === 0) })) } : data,
  );
}

/** Rewrites one comment wherever it is loaded. */
export const patchComment = (
  queryClient: QueryClient,
  tenant: number,
  lessonId: number,
  id: number,
  patch: (c: LessonComment) => LessonComment,
) => mapComments(queryClient, tenant, lessonId, (comments) => comments.map((c) => (c.id === id ? patch(c) : c)));

/** Rewrites the loaded pages of one comment's replies ("Ver mais respostas"). */
export function mapReplies(
  queryClient: QueryClient,
  tenant: number,
  lessonId: number,
  parentId: number,
  map: (replies: LessonReply[], last: boolean) => LessonReply[],
) {
  queryClient.setQueryData<RepliesData>(lessonPageKeys.replies(tenant, lessonId, parentId), (data) =>
    data ? { ...data, pages: data.pages.map((page, i) => ({ ...page, data: map(page.data, i === data.pages.length - 1) })) } : data,
  );
}

/**
 * A list that is still loading may have been read before this write: its read in flight is dropped
 * and made again, instead of patching nothing and showing a list without the write (as communities
 * learnt: an invalidation alone would join the read in flight, and a query without data is never cancelled).
 */
export function rereadIfLoading(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  if (queryClient.getQueryData(queryKey) !== undefined) return false;
  const exact = { queryKey, exact: true };
  void queryClient.cancelQueries(exact).then(() => queryClient.invalidateQueries(exact));
  return true;
}
