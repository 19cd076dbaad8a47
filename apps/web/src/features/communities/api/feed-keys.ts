import { communitiesKey } from '../../../lib/query-keys';

/**
 * The student side's reads hang under the school's communities key: when the Comunidade section
 * refreshes that key (an edit, a switch), what a staff member previews here refreshes with it.
 */
const student = (tenant: number) => [...communitiesKey(tenant), 'student'] as const;
export const feedKeys = {
  explorer: (tenant: number) => [...student(tenant), 'explorer'] as const,
  view: (tenant: number, communityId: number) => [...student(tenant), 'view', communityId] as const,
  feed: (tenant: number, communityId: number) => [...student(tenant), 'feed', communityId] as const,
  strips: (tenant: number, communityId: number) => [...student(tenant), 'strips', communityId] as const,
  /** Every feed of the school: a post's change is written into whichever feed holds it. */
  feeds: (tenant: number) => [...student(tenant), 'feed'] as const,
  post: (tenant: number, postId: number) => [...student(tenant), 'post', postId] as const,
  comments: (tenant: number, postId: number, parentId: number | null) => [...student(tenant), 'comments', postId, parentId] as const,
};

/** Spec 000 §2: the post page, the address notifications will point to (the school's id in the middle slot). */
export const postPage = (tenant: number, communityId: number, postId: number) => `/comunidade/post/${postId}/${tenant}/${communityId}`;
