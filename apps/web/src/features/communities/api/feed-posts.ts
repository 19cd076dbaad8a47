import { communityPaths } from '@trilha/shared/communities/paths';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { feedKeys } from './feed-keys';
import type { FeedReply, Post, PostReply } from './feed-types';

type Page<T> = { data: T[]; next_page_url: string | null };
export type FeedData = InfiniteData<FeedReply, string>;

/**
 * Spec 000 §4 paging: the next page is the server's `next_page_url` (a keyset cursor); paging
 * stops at a null one, and at an empty page even if it named a next one (no loop on a bad cursor).
 */
export const nextPageUrl = <T>(last: Page<T>) => (last.data.length === 0 || !last.next_page_url ? undefined : last.next_page_url);

/**
 * The pages in order, each item once, where it first showed: a post this page put at the top (a new
 * one, one just pinned) may come again on a page loaded after it.
 */
export function uniqueById<T extends { id: number }>(pages: readonly Page<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The feed: pinned posts first on page one, then newest first, 10 a page. */
const feedQuery = (tenant: number, communityId: number) =>
  infiniteQueryOptions({
    queryKey: feedKeys.feed(tenant, communityId),
    queryFn: ({ pageParam, signal }) => api<FeedReply>(pageParam, { signal }),
    initialPageParam: communityPaths.posts({ tenant, communityId }),
    getNextPageParam: nextPageUrl<Post>,
    // The page shows a failed load in place, with a retry.
    meta: { silent: true },
  });

export const useFeed = (tenant: number, communityId: number, enabled: boolean) =>
  useInfiniteQuery({ ...feedQuery(tenant, communityId), enabled });

const mapFeeds = (queryClient: QueryClient, tenant: number, map: (posts: Post[]) => Post[]) =>
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.feeds(tenant) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: map(page.data) })) } : data,
  );

/** Writes a change of one post into every cache that shows it: the feeds and its own page. */
export function patchPost(queryClient: QueryClient, tenant: number, postId: number, patch: (post: Post) => Post) {
  mapFeeds(queryClient, tenant, (posts) => posts.map((p) => (p.id === postId ? patch(p) : p)));
  queryClient.setQueryData<PostReply>(feedKeys.post(tenant, postId), (reply) => (reply ? { data: patch(reply.data) } : reply));
}

/** A deleted post leaves every feed at once; its own page's cache goes too. */
export function dropPost(queryClient: QueryClient, tenant: number, postId: number) {
  mapFeeds(queryClient, tenant, (posts) => posts.filter((p) => p.id !== postId));
  queryClient.removeQueries({ queryKey: feedKeys.post(tenant, postId) });
}

/** A new post goes to the top of its community's first page (once). */
export function putOnTop(queryClient: QueryClient, tenant: number, post: Post) {
  queryClient.setQueryData<FeedData>(feedKeys.feed(tenant, post.community_id), (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = data.pages.map((page, i) => {
      const others = page.data.filter((p) => p.id !== post.id);
      return { ...page, data: i === 0 ? [post, ...others] : others };
    });
    return { ...data, pages };
  });
}

/** A post just pinned moves to the top, as the server orders it from now on (its cached state kept). */
export function moveToTop(queryClient: QueryClient, tenant: number, communityId: number, postId: number) {
  const data = queryClient.getQueryData<FeedData>(feedKeys.feed(tenant, communityId));
  const post = uniqueById(data?.pages).find((p) => p.id === postId);
  if (post) putOnTop(queryClient, tenant, post);
}
