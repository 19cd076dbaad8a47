import type {
  comment,
  commentReply,
  commentsReply,
  communityViewReply,
  explorerReply,
  likeReply,
  postReply,
} from '@trilha/shared/communities/feed-schemas';
import type { z } from 'zod';

// Types only: the schemas stay on the server's side of the wire, out of the page's code.
export type { CommunityView, ExplorerItem, FeedReply, Post } from '@trilha/shared/communities/feed-schemas';
export type ExplorerReply = z.infer<typeof explorerReply>;
export type CommunityViewReply = z.infer<typeof communityViewReply>;
export type PostReply = z.infer<typeof postReply>;
export type Comment = z.infer<typeof comment>;
export type CommentReply = z.infer<typeof commentReply>;
export type CommentsReply = z.infer<typeof commentsReply>;
export type LikeReply = z.infer<typeof likeReply>;
export type MessageReply = { message: string };
export type { CommunityStrips } from '@trilha/shared/communities/feed-schemas';
