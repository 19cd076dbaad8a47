/**
 * The domain events of the student side (docs/communities.md "Events"). Each is published in the
 * transaction of the write it describes; notifications and gamification subscribe to them
 * (ctx.events.subscribe) and find here all they need, without reading this feature's tables.
 */
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';

export { wellFormed } from '../../platform/event-text';

export type PostEvent = {
  postId: number;
  communityId: number;
  authorId: number;
  title: string;
  /** The kinds of media the post carries ('image', 'video', 'file'). */
  mediaKinds: ('image' | 'video' | 'file')[];
};
export type CommentEvent = {
  commentId: number;
  postId: number;
  communityId: number;
  authorId: number;
  /** Who wrote the post: the one a comment notifies. */
  postAuthorId: number;
  /** A reply names the comment it answers and that comment's author (the one a reply notifies). */
  parentId: number | null;
  parentAuthorId: number | null;
  /** The first 200 characters, for a notification's preview. */
  excerpt: string;
};
export type LikeEvent = { postId: number; communityId: number; likerId: number; postAuthorId: number; postTitle: string };
/** A like taken back, a post or a comment deleted: gamification takes the points back. */
export type UnlikeEvent = { postId: number; communityId: number; likerId: number; postAuthorId: number };
export type PostDeletedEvent = { postId: number; communityId: number; authorId: number };
export type CommentDeletedEvent = { commentId: number; postId: number; authorId: number; parentId: number | null };

/**
 * What a deletion removed besides the post or comment it names (docs/gamification.md "Taking points
 * back"): a post's comments, replies and likes, a comment's replies, a community's every post,
 * comment and like. Collected by the deletion's own statements (RETURNING) in its transaction, so
 * nothing written meanwhile is missed, and published in that transaction as one or more
 * `community.content.removed` events of at most REMOVED_PER_EVENT entries, so a post with
 * thousands of comments makes several events of bounded size.
 */
export type RemovedContent = {
  posts: { postId: number; authorId: number }[];
  comments: { commentId: number; authorId: number; parentId: number | null }[];
  likes: { postId: number; postAuthorId: number; likerId: number }[];
};
export type ContentRemovedEvent = RemovedContent & { communityId: number };
export const REMOVED_PER_EVENT = 1_000;

/** The removed content as event payloads of at most REMOVED_PER_EVENT entries each (none when nothing went). */
function removedPayloads(communityId: number, removed: RemovedContent): ContentRemovedEvent[] {
  const payloads: ContentRemovedEvent[] = [];
  let current: ContentRemovedEvent | null = null;
  let size = 0;
  const next = (): ContentRemovedEvent => {
    if (!current || size === REMOVED_PER_EVENT) {
      current = { communityId, posts: [], comments: [], likes: [] };
      payloads.push(current);
      size = 0;
    }
    size++;
    return current;
  };
  for (const post of removed.posts) next().posts.push(post);
  for (const comment of removed.comments) next().comments.push(comment);
  for (const like of removed.likes) next().likes.push(like);
  return payloads;
}

/** Publishes what a deletion removed, in the deletion's transaction. */
export async function publishRemoved(scope: { events: EventBus; tx: Db; tenantId: number; communityId: number }, removed: RemovedContent) {
  for (const payload of removedPayloads(scope.communityId, removed)) {
    await scope.events.publish(scope.tx, scope.tenantId, 'community.content.removed', payload);
  }
}

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'community.post.created': PostEvent;
    'community.comment.created': CommentEvent;
    'community.reply.created': CommentEvent;
    'community.post.liked': LikeEvent;
    'community.post.unliked': UnlikeEvent;
    'community.post.deleted': PostDeletedEvent;
    'community.comment.deleted': CommentDeletedEvent;
    'community.content.removed': ContentRemovedEvent;
  }
}
