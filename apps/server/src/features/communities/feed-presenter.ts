import type { Comment, CommunityView, ExplorerItem, Post } from '@trilha/shared/communities/feed-schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import type { Member, Visible } from './access';
import type { CommentWithAuthor } from './comments-repo';
import { presentContentFlags, presentLockedView } from './presenter';
import type { FeedMedia, PostView } from './posts-repo';

/** A post's media of one kind; each `url` is the access route's (communityPaths.media), never the storage's. */
const presentMedia = (tenantId: number, rows: FeedMedia[], kind: FeedMedia['kind']) =>
  rows
    .filter((m) => m.kind === kind)
    .map((m) => ({
      url: communityPaths.media({ tenant: tenantId, mediaId: m.id }),
      name: m.name,
      content_type: m.contentType,
      size_bytes: m.sizeBytes,
    }));

/** CONTRACT "Community, student side", a post, as the member reading it sees it (can_edit, can_delete, liked_by_me are theirs). */
export function presentPost(member: Member, { post, media, liked }: PostView): Post {
  const own = post.userId === member.userId;
  return {
    id: post.id,
    community_id: post.communityId,
    title: post.title,
    text: post.text,
    images: presentMedia(member.tenantId, media, 'image'),
    videos: presentMedia(member.tenantId, media, 'video'),
    files: presentMedia(member.tenantId, media, 'file'),
    user: { id: post.userId, name: post.authorName, photo_url: post.authorPhoto },
    pinned: post.pinned,
    likes_count: post.likesCount,
    comments_count: post.commentsCount,
    liked_by_me: liked,
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    can_edit: own,
    can_delete: own || member.staff,
  };
}

/** A community card (CONTRACT "Community, student side", communities page). */
export function presentExplorerItem({ community: c, hasAccess }: Visible): ExplorerItem {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    cover: c.coverPath,
    principal: c.principal,
    has_access: hasAccess,
    is_private: c.isPrivate,
    upsell_text: c.upsellText,
    upsell_link: c.upsellLink,
    button_sales_text: c.buttonSalesText,
    sales_url: c.salesUrl,
    background_image: c.backgroundImage,
    background_color: c.backgroundColor,
  };
}

/** One community as its member sees it (CONTRACT "Community, student side", one community). */
export function presentCommunityView(member: Member, visible: Visible): CommunityView {
  const c = visible.community;
  const view: CommunityView = {
    ...presentExplorerItem(visible),
    appearance: {
      background_image: c.backgroundImage,
      background_color: c.backgroundColor,
      primary_text_color: c.primaryTextColor,
      secondary_text_color: c.secondaryTextColor,
      shadow_color: c.shadowColor,
      font_family: c.fontFamily,
    },
    ...presentContentFlags(c),
    links: c.links,
    show_ranking: c.showRanking,
    show_continue_watching: c.showContinueWatching,
    hide_channels_groups: c.hideChannelsGroups,
    can_post: visible.hasAccess && (member.staff || c.publications),
    can_moderate: member.staff,
  };
  return visible.hasAccess ? view : presentLockedView(view);
}

/** A comment as the member reading it sees it: can_edit is its author's, can_delete its author's or staff's. */
export function presentComment(member: Member, c: CommentWithAuthor): Comment {
  return {
    id: c.id,
    post_id: c.postId,
    parent_id: c.parentId,
    content: c.content,
    user: { id: c.userId, name: c.authorName, photo_url: c.authorPhoto },
    replies_count: c.repliesCount,
    created_at: c.createdAt.toISOString(),
    edited_at: c.editedAt?.toISOString() ?? null,
    can_edit: c.userId === member.userId,
    can_delete: c.userId === member.userId || member.staff,
  };
}
