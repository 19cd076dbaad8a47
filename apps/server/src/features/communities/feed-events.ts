/**
 * The domain events of the student side (docs/communities.md "Events"). Each is published in the
 * transaction of the write it describes; notifications and gamification subscribe to them
 * (ctx.events.subscribe) and find here all they need, without reading this feature's tables.
 */
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
  }
}
