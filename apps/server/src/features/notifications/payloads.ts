import { slugify } from '@trilha/shared/catalog/schemas';
import type { Notification } from '@trilha/shared/notifications/schemas';
import type { CommentEvent, LikeEvent, PostEvent } from '../communities/public';
import type { LessonCommentEvent } from '../lesson-page/public';

/**
 * Each type's `data` and `redirect_url` (docs/notifications.md, spec 000 §3). `data` is exactly the
 * payload the feed sends after the base fields (the presenter spreads it into the reply), so it is
 * typed from the shared schema: a payload that drifts from the wire does not compile.
 */
export type NotificationType = Notification['type'];
type Base = 'id' | 'type' | 'read' | 'created_at' | 'redirect_url';
type Payload<T extends NotificationType> = Omit<Extract<Notification, { type: T }>, Base>;

/** Who acted, as the users table names them when the fan-out runs. */
export type Person = { name: string; photo_url: string | null };

export type Built<T extends NotificationType> = { type: T; data: Payload<T>; redirectUrl: string };

/** Spec 000 §2: /curso/{course}/{lesson-title-slug}/{lessonId}, the slug as the web app's lesson links build it. */
const lessonUrl = (courseId: number, lessonTitle: string, lessonId: number) =>
  `/curso/${courseId}/${encodeURIComponent(slugify(lessonTitle))}/${lessonId}`;

/** The post in its community: /comunidade/post/{postId}/{tenantId}/{communityId}. */
const postUrl = (tenantId: number, postId: number, communityId: number) => `/comunidade/post/${postId}/${tenantId}/${communityId}`;

export const postPayload = (tenantId: number, e: PostEvent, user: Person): Built<'community_post'> => ({
  type: 'community_post',
  data: { post_id: e.postId, community_id: e.communityId, title: e.title, user },
  redirectUrl: postUrl(tenantId, e.postId, e.communityId),
});

export const commentPayload = (tenantId: number, e: CommentEvent, user: Person): Built<'community_comment'> => ({
  type: 'community_comment',
  data: { community_id: e.communityId, content: e.excerpt, user, community_comment_data: { post: { id: e.postId } } },
  redirectUrl: postUrl(tenantId, e.postId, e.communityId),
});

export const replyPayload = (tenantId: number, e: CommentEvent, user: Person): Built<'community_reply'> => ({
  type: 'community_reply',
  data: { community_id: e.communityId, content: e.excerpt, user, post_data: { post_id: e.postId } },
  redirectUrl: postUrl(tenantId, e.postId, e.communityId),
});

/** A new line's payload: no one else yet. A fold rewrites `user` and `others_count` (fanout-repo.ts). */
export const likePayload = (tenantId: number, e: LikeEvent, user: Person): Built<'community_like'> => ({
  type: 'community_like',
  data: { owner_like: { post_id: e.postId, community_id: e.communityId, user, post: { title: e.postTitle } }, others_count: 0 },
  redirectUrl: postUrl(tenantId, e.postId, e.communityId),
});

export const doubtPayload = (e: LessonCommentEvent, responder: Person): Built<'doubt'> => ({
  type: 'doubt',
  data: { lesson: { id: e.lessonId, title: e.lessonTitle }, response_owner: responder, content: e.excerpt },
  redirectUrl: lessonUrl(e.courseId, e.lessonTitle, e.lessonId),
});
