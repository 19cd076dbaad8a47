import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { LessonCommentsReply, LessonReply } from '@trilha/shared/lesson-page/schemas';
import { api } from '../../../lib/api/client';
import { lessonPageKeys } from './keys';

export type RepliesReply = { data: LessonReply[]; next_page_url: string | null };
export type CommentsData = InfiniteData<LessonCommentsReply, string>;
export type RepliesData = InfiniteData<RepliesReply, string>;

const nextPage = (last: { next_page_url: string | null }) => last.next_page_url ?? undefined;

/** A lesson's comments, newest first, a page at a time ("Carregar mais" follows next_page_url). */
const lessonCommentsQuery = (tenant: number, lessonId: number) =>
  infiniteQueryOptions({
    queryKey: lessonPageKeys.comments(tenant, lessonId),
    queryFn: ({ pageParam, signal }) => api<LessonCommentsReply>(pageParam, { signal }),
    initialPageParam: lessonPagePaths.comments({ tenant, lessonId }),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });

export const useLessonComments = (tenant: number, lessonId: number) => useInfiniteQuery(lessonCommentsQuery(tenant, lessonId));

/** All of one comment's replies, oldest first, asked for with "Ver mais respostas" (the first few come with the comment). */
const lessonRepliesQuery = (tenant: number, lessonId: number, parentId: number) =>
  infiniteQueryOptions({
    queryKey: lessonPageKeys.replies(tenant, lessonId, parentId),
    queryFn: ({ pageParam, signal }) => api<RepliesReply>(pageParam, { signal }),
    initialPageParam: lessonPagePaths.comments({ tenant, lessonId }, { parent_id: parentId }),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });

export const useLessonReplies = (tenant: number, lessonId: number, parentId: number, enabled: boolean) =>
  useInfiniteQuery({ ...lessonRepliesQuery(tenant, lessonId, parentId), enabled });

/** Each item once, in order: a comment written meanwhile can show up again on the next page. */
export function uniqueById<T extends { id: number }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  return lists.flat().filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
