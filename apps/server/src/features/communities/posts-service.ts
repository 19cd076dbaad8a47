import { MAX_PINNED, type PostFields } from '@trilha/shared/communities/feed-schemas';
import { notFound } from '../../platform/errors';
import { SIGNED_VIDEO_URL_SECONDS, type PrivateFile } from '../../platform/private-files';
import { countAttempt } from '../../platform/rate-counter';
import type { RequestScope } from '../../platform/request-scope';
import { releaseStoredFile } from '../../platform/uploads';
import { listVisibleCommunities, readVisibleCommunity, type Member, type Visible } from './access';
import type { JsonBytes } from '../../platform/json-bytes';
import { forgetPost, readFeedPage } from './feed-cache';
import { refuseFeed } from './feed-messages';
import { publishRemoved, wellFormed, type PostEvent } from './feed-events';
import { findPostMedia } from './media-repo';
import {
  deletePost,
  findPost,
  findPostWithAuthor,
  insertMedia,
  insertPost,
  findLikedBy,
  lockCommunity,
  findMediaOf,
  pinPost,
  unpinPost,
  updatePost,
  type FeedMedia,
  type PostRow,
  type PostView,
  type PostWithAuthor,
} from './posts-repo';
import { findCommunitiesPage } from './repo';

/**
 * Who reads or writes, in which school and language: the request's scope and the member who signs
 * what they write (platform/auth/member.ts); every read below takes the member's school.
 */
export type FeedScope = Pick<RequestScope, 'db' | 'tenantId' | 'lang' | 'events' | 'clock'> & { member: Member };

/** A community the member may enter: 404 when they do not see it, 403 (with why) when it is closed to them. */
export async function enterCommunity(scope: FeedScope, communityId: number): Promise<Visible> {
  const visible = await readVisibleCommunity(scope.db, scope.member, communityId);
  if (!visible) throw notFound();
  if (!visible.hasAccess) refuseFeed(scope.lang, 403, 'noAccess');
  return visible;
}

/** The communities page: the communities the member sees; 404 while the page is off, except to staff (they preview it). */
export async function readExplorer(scope: FeedScope): Promise<Visible[]> {
  const shown = await findCommunitiesPage(scope.db, { tenantId: scope.member.tenantId });
  if (!shown && !scope.member.staff) throw notFound();
  return listVisibleCommunities(scope.db, scope.member);
}

/** A post of a community the member may enter, with that community (the comment and like routes start here). */
export async function enterPost(scope: FeedScope, postId: number): Promise<{ post: PostRow; visible: Visible }> {
  const post = await findPost(scope.db, { tenantId: scope.member.tenantId, id: postId });
  if (!post) throw notFound();
  return { post, visible: await enterCommunity(scope, post.communityId) };
}

async function withDetails(scope: FeedScope, posts: PostWithAuthor[]): Promise<PostView[]> {
  const { tenantId, userId } = scope.member;
  const postIds = posts.map((p) => p.id);
  const [media, liked] = await Promise.all([
    findMediaOf(scope.db, { tenantId, postIds }),
    findLikedBy(scope.db, { tenantId, userId, postIds }),
  ]);
  return posts.map((post) => ({ post, media: media.filter((m) => m.postId === post.id), liked: liked.has(post.id) }));
}

/**
 * One page of the feed (CONTRACT "Community, student side") as the reply's bytes: the pinned posts first on the first page,
 * then the others newest first, FEED_PAGE_SIZE a page, `next_page_url` for the next page or null at
 * the end. Access is decided from memory and the page kept per (community, cursor) (feed-cache.ts):
 * a warm request runs no query.
 */
export async function readFeed(
  scope: FeedScope,
  communityId: number,
  cursor: number | undefined,
  url: (cursor: number) => string,
): Promise<JsonBytes> {
  const { community } = await enterCommunity(scope, communityId);
  return readFeedPage(scope.db, scope.member, community.id, cursor ?? null, url);
}

/** One post: read once with its author, then its community's door, media and the reader's like. */
export async function readPost(scope: FeedScope, postId: number): Promise<PostView> {
  const post = await findPostWithAuthor(scope.db, { tenantId: scope.member.tenantId, id: postId });
  if (!post) throw notFound();
  await enterCommunity(scope, post.communityId);
  const [view] = await withDetails(scope, [post]);
  if (!view) throw notFound();
  return view;
}

/** The member's own post as just written: signed by them, with the media just stored. */
const ownView = (scope: FeedScope, post: PostRow, media: FeedMedia[], liked: boolean): PostView => ({
  post: { ...post, authorName: scope.member.name, authorPhoto: scope.member.photoUrl },
  media,
  liked,
});

/** What a new post carries besides its text: media already stored (uploads), in order. */
export type NewMedia = { kind: 'image' | 'video' | 'file'; key: string; name: string; contentType: string; sizeBytes: number };

const MEDIA_FLAG = { image: 'images', video: 'videos', file: 'allowFiles' } as const;
const MEDIA_REFUSAL = { image: 'imagesOff', video: 'videosOff', file: 'filesOff' } as const;
const MEDIA_PATH = { image: 'images', video: 'videos', file: 'files' } as const;

/** Whether a student may attach this kind of media here (staff always may); the form asks before storing any. */
export function checkMediaKind(scope: FeedScope, community: Visible['community'], kind: NewMedia['kind']) {
  if (scope.member.staff) return;
  if (!community.publications) refuseFeed(scope.lang, 403, 'publicationsOff');
  if (!community[MEDIA_FLAG[kind]]) refuseFeed(scope.lang, 403, MEDIA_REFUSAL[kind], MEDIA_PATH[kind]);
}

/**
 * The community's content settings (spec 000 §3) decide what a student may post; staff always may.
 * `media` lists the kinds the post carries.
 */
export function checkPostContent(
  scope: FeedScope,
  community: Visible['community'],
  post: PostFields,
  kinds: ReadonlySet<NewMedia['kind']>,
) {
  if (post.title === '' && post.text === '' && kinds.size === 0) refuseFeed(scope.lang, 400, 'postEmpty', 'text');
  if (scope.member.staff) return;
  if (!community.publications) refuseFeed(scope.lang, 403, 'publicationsOff');
  if (post.text !== '' && !community.text) refuseFeed(scope.lang, 403, 'textOff', 'text');
  for (const kind of kinds) checkMediaKind(scope, community, kind);
}

/**
 * Refuses a member past the school's posts a minute (429): a flood, not a conversation. Counts the
 * attempt (platform/rate-counter.ts), so a post deleted frees no slot.
 */
export async function checkPostRate(scope: FeedScope, perMinute: number) {
  const { tenantId, userId } = scope.member;
  const fits = await countAttempt(scope.db, { tenantId, userId, action: 'community.post', perMinute, now: scope.clock.now() });
  if (!fits) refuseFeed(scope.lang, 429, 'postsTooFast');
}

/** Saves the post, its stored media and its event in one transaction (the route checked access, content and rate). */
export async function createPost(scope: FeedScope, communityId: number, fields: PostFields, media: NewMedia[]): Promise<PostView> {
  const { tenantId, userId } = scope.member;
  // The reply is built from what the transaction wrote: nothing is read back.
  const view = await scope.db.transaction(async (tx) => {
    const post = await insertPost(tx, { tenantId, values: { communityId, userId, title: fields.title, text: fields.text } });
    const stored = await insertMedia(tx, { tenantId, rows: media.map((m, i) => ({ postId: post.id, order: i + 1, ...m })) });
    const event: PostEvent = {
      postId: post.id,
      communityId,
      authorId: userId,
      title: wellFormed(post.title),
      mediaKinds: [...new Set(media.map((m) => m.kind))],
    };
    await scope.events.publish(tx, tenantId, 'community.post.created', event);
    return ownView(scope, post, stored, false);
  });
  // Committed: the author's next read of the feed shows it (other processes hear it from the database).
  forgetPost(scope.db, { tenantId, communityId, postId: view.post.id, pinned: false });
  return view;
}

export async function editPost(scope: FeedScope, postId: number, fields: PostFields): Promise<PostView> {
  const { post, visible } = await enterPost(scope, postId);
  if (post.userId !== scope.member.userId) refuseFeed(scope.lang, 403, 'notAuthor');
  const media = await findMediaOf(scope.db, { tenantId: scope.member.tenantId, postIds: [postId] });
  checkPostContent(scope, visible.community, fields, new Set(media.map((m) => m.kind)));
  const { tenantId, userId } = scope.member;
  const [updated, liked] = await Promise.all([
    updatePost(scope.db, { tenantId, id: postId, values: fields }),
    findLikedBy(scope.db, { tenantId, userId, postIds: [postId] }),
  ]);
  if (!updated) throw notFound();
  forgetPost(scope.db, { tenantId, communityId: updated.communityId, postId, pinned: updated.pinned });
  return ownView(scope, updated, media, liked.has(postId));
}

/**
 * The author or staff deletes; comments, replies, likes and media rows go with it, the media's bytes
 * by a job after commit. What went is published with the deletion, so the points it earned anyone
 * are taken back (docs/gamification.md "Taking points back").
 */
export async function removePost(scope: FeedScope, postId: number) {
  const { post } = await enterPost(scope, postId);
  if (post.userId !== scope.member.userId && !scope.member.staff) refuseFeed(scope.lang, 403, 'cannotDelete');
  const tenantId = scope.member.tenantId;
  await scope.db.transaction(async (tx) => {
    const gone = await deletePost(tx, { tenantId, id: postId });
    if (!gone) return;
    for (const url of gone.urls) await releaseStoredFile(tx, { tenantId, url });
    await scope.events.publish(tx, tenantId, 'community.post.deleted', { postId, communityId: post.communityId, authorId: post.userId });
    await publishRemoved({ events: scope.events, tx, tenantId, communityId: post.communityId }, gone.removed);
  });
  forgetPost(scope.db, { tenantId, communityId: post.communityId, postId, pinned: post.pinned });
}

/** Moderators, admins and owners pin (at most MAX_PINNED a community) and unpin. */
export async function setPinned(scope: FeedScope, postId: number, pinned: boolean) {
  if (!scope.member.staff) refuseFeed(scope.lang, 403, 'staffOnly');
  const { post } = await enterPost(scope, postId);
  const tenantId = scope.member.tenantId;
  // Either way the first page's pinned posts change.
  const forget = () => forgetPost(scope.db, { tenantId, communityId: post.communityId, postId, pinned: true });
  if (!pinned) {
    await unpinPost(scope.db, { tenantId, id: postId });
    forget();
    return;
  }
  await scope.db.transaction(async (tx) => {
    // Pins of one community wait for each other, so the count below cannot be raced past MAX_PINNED.
    await lockCommunity(tx, { tenantId, id: post.communityId });
    if (!(await pinPost(tx, { tenantId, id: postId, communityId: post.communityId, max: MAX_PINNED })))
      refuseFeed(scope.lang, 409, 'pinLimit');
  });
  forget();
}

/**
 * The file behind a post's media, for a reader who may read that post now: the feed's own door
 * (enterCommunity: 404 for a community the member does not see, 403 for one closed to them),
 * decided again at every request, so losing a product, a deactivated community or another
 * school's session stops the bytes at once.
 */
export async function openPostMedia(scope: FeedScope, mediaId: number): Promise<PrivateFile> {
  const { tenantId } = scope.member;
  const media = await findPostMedia(scope.db, { tenantId, id: mediaId });
  // A row names only its own school's files; anything else is treated as missing.
  if (!media?.key.startsWith(`tenants/${tenantId}/`)) throw notFound();
  await enterCommunity(scope, media.communityId);
  return {
    key: media.key,
    contentType: media.contentType,
    name: media.name,
    // Documents are saved, never rendered on the school's origin; pictures and videos show inline.
    download: media.kind === 'file',
    ...(media.kind === 'video' ? { expiresInSeconds: SIGNED_VIDEO_URL_SECONDS } : {}),
  };
}
