import { z } from 'zod';
import { idParam, MAX_ID } from '../platform/http';
import { COMMENT_MAX, FEED_MESSAGES as M, POST_TEXT_MAX, POST_TITLE_MAX } from './feed-constants';
import { homeItem } from '../home/schemas';

export * from './feed-constants';

export const postParams = z.object({ tenant: idParam, postId: idParam });
export const commentParams = z.object({ tenant: idParam, commentId: idParam });
export const pinParams = postParams.extend({ status: z.enum(['0', '1']).transform((s) => s === '1') });
/** Keyset paging: the last id of the previous page (CONTRACT "Community, student side": `?cursor=`). */
export const feedQuery = z.object({ cursor: z.coerce.number().int().min(1).max(MAX_ID).optional() });
export const commentsQuery = feedQuery.extend({ parent_id: idParam.optional() });

const title = z.string().trim().max(POST_TITLE_MAX, M.titleTooLong).default('');
const text = z.string().max(POST_TEXT_MAX, M.textTooLong).default('');

/** The text parts of a new post (multipart) and of an edit (JSON). Media are checked apart. */
export const postFields = z.object({ title, text: text.transform((v) => v.trim()) });
export type PostFields = z.output<typeof postFields>;
export const postEditBody = postFields.refine((v) => v.title !== '' || v.text !== '', { message: M.postEmpty, path: ['text'] });

export const commentBody = z.object({
  content: z.string({ error: M.commentRequired }).trim().min(1, M.commentRequired).max(COMMENT_MAX, M.commentTooLong),
  parent_id: idParam.optional(),
});
/** PUT comment: the author changes the words only. */
export const commentEditBody = commentBody.pick({ content: true });

const person = z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() });
const media = z.object({ url: z.string(), name: z.string(), content_type: z.string(), size_bytes: z.number().int() });

/** CONTRACT "Community, student side", a post. */
export const post = z.object({
  id: z.number().int(),
  community_id: z.number().int(),
  title: z.string(),
  text: z.string(),
  images: z.array(media),
  videos: z.array(media),
  files: z.array(media),
  user: person,
  pinned: z.boolean(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  liked_by_me: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Post = z.infer<typeof post>;
export const postReply = z.object({ data: post });
export const feedReply = z.object({ data: z.array(post), next_page_url: z.string().nullable() });
export type FeedReply = z.infer<typeof feedReply>;

export const comment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  content: z.string(),
  user: person,
  replies_count: z.number().int(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Its author may change its words; */
  can_edit: z.boolean(),
  /** its author or staff may delete it. */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof comment>;
export const commentReply = z.object({ data: comment });
export const commentsReply = z.object({ data: z.array(comment), next_page_url: z.string().nullable() });
export const likeReply = z.object({ liked: z.boolean(), likes_count: z.number().int() });

/** CONTRACT "Community, student side", communities page: one card per community the member sees, in order (principal first). */
export const explorerItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  principal: z.boolean(),
  has_access: z.boolean(),
  is_private: z.boolean(),
  upsell_text: z.string(),
  upsell_link: z.string(),
  button_sales_text: z.string(),
  sales_url: z.string(),
  /** The card's look when it has no cover: the legacy preset image, else the config colour. */
  background_image: z.string().nullable(),
  background_color: z.string(),
});
export type ExplorerItem = z.infer<typeof explorerItem>;
export const explorerReply = z.object({ data: z.array(explorerItem) });

const contentFlags = z.object({
  publications: z.boolean(),
  comments: z.boolean(),
  likes: z.boolean(),
  text: z.boolean(),
  allow_files: z.boolean(),
  videos: z.boolean(),
  images: z.boolean(),
  carousels: z.boolean(),
});

/** CONTRACT "Community, student side", one community: the community in its own look, what its member may do, and its settings. */
export const communityView = explorerItem.extend({
  appearance: z.object({
    background_image: z.string().nullable(),
    background_color: z.string(),
    primary_text_color: z.string().nullable(),
    secondary_text_color: z.string().nullable(),
    shadow_color: z.string().nullable(),
    font_family: z.string().nullable(),
  }),
  ...contentFlags.shape,
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  show_ranking: z.boolean(),
  show_continue_watching: z.boolean(),
  hide_channels_groups: z.boolean(),
  /** Whether this member may post here (publications on, or staff). */
  can_post: z.boolean(),
  /** Whether this member may pin posts and delete any post or comment. */
  can_moderate: z.boolean(),
});
export type CommunityView = z.infer<typeof communityView>;
export const communityViewReply = z.object({ data: communityView });

/**
 * A community's learning strips (docs/communities.md "Strips"): the member's unfinished lessons of
 * the courses the community's products open (`continue_watching`, empty while the community's
 * setting is off) and those courses (`courses`, empty while its carousels are off), as home cards.
 * A community without products stands for the whole school: the member's own courses.
 */
export const communityStripsReply = z.object({
  data: z.object({ continue_watching: z.array(homeItem), courses: z.array(homeItem) }),
});
export type CommunityStrips = z.infer<typeof communityStripsReply>['data'];
