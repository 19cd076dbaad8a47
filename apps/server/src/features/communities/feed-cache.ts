import { FEED_PAGE_SIZE, MAX_PINNED, post as postSchema, type Post } from '@trilha/shared/communities/feed-schemas';
import { defineCache, deleteOldest, expiryOf, forgetKept, keep, type Kept } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { Member } from './access';
import { presentPost } from './feed-presenter';
import { feedPage, findLikedBy, pinnedPosts, type FeedPost } from './posts-repo';

/**
 * Feed pages kept in memory (docs/caching.md, docs/communities.md "Speed"). A page is the same
 * for every member of a community: its posts, authors, media and counts are kept per (community,
 * cursor) and shared; what is the reader's own (`liked_by_me`, `can_edit`, `can_delete`) is laid
 * over it per request, from the member's likes among the page's posts (one small query, kept with
 * the page) and their id. The reply is kept as bytes per combination of those, so the students who
 * liked and wrote none of a page's posts (most of them) share one reply, compressed once.
 *
 * A page is forgotten when a post it shows, or would show, changes (forgetPost): a post written,
 * edited, deleted, pinned or unpinned, liked or commented. This process forgets after its own
 * write commits (so its reader sees it at once); every process forgets when the database reports
 * the row's change (migration 0012, cache-changes.ts), a few milliseconds after the commit.
 * PAGE_CACHE_MS bounds a page only while the notification connection is lost.
 */
const PAGE_CACHE_MS = 10_000;
/**
 * Bounds: a page's weight grows with each reply kept (JSON, brotli and gzip copies), so pages and
 * replies are bounded (the worst case's size: docs/performance.md "Communities"); in practice most
 * readers share a page's one neutral reply and deep pages are read by few.
 * Combinations of likes and own posts kept per page: beyond them the oldest goes. */
const MAX_REPLIES = 16;

type Page = {
  tenantId: number;
  communityId: number;
  /** null for the first page, which also shows the pinned posts. */
  cursor: number | null;
  posts: FeedPost[];
  next: number | null;
  /**
   * The lowest id this page's read saw (its look-ahead row included), or 0 when it reached the end:
   * a change to a post with an id in [low, cursor) can move what this page shows.
   */
  low: number;
  ids: ReadonlySet<number>;
  pinnedIds: ReadonlySet<number>;
  authorIds: ReadonlySet<number>;
  /** The posts as a reader who liked and wrote none of them sees them, checked against the reply schema. */
  neutral: Post[];
  replies: Map<string, JsonBytes>;
};
type LikedEntry = { page: Page; until: number; liked: Promise<ReadonlySet<number>> };

export const feedPagesCache = defineCache<string, Kept<Page>>({
  name: 'feed-pages',
  what: 'a feed page (posts, authors, media, counts)',
  where: 'features/communities/feed-cache.ts',
  keyedBy: 'community, cursor',
  lifetime: { ms: PAGE_CACHE_MS, spread: true },
  max: 500,
  forget: (change, entries) => {
    if (change.kind === 'post') forgetPostIn(entries, change);
    // A post's media: the pages showing it. A user's name or photo: the pages showing their posts.
    else if (change.kind === 'postMedia') forgetKept(entries, change.tenantId, (page) => page.ids.has(change.postId));
    else if (change.kind === 'user') forgetKept(entries, change.tenantId, (page) => page.authorIds.has(change.userId));
  },
});

/** Checked against the page: any change to one of its posts replaces the page, and its likes with it. */
export const feedLikesCache = defineCache<string, LikedEntry>({
  name: 'feed-likes',
  what: "a member's likes on a kept feed page",
  where: 'features/communities/feed-cache.ts',
  keyedBy: 'user, page',
  checkedAgainst: 'the page kept',
  lifetime: { ms: PAGE_CACHE_MS, spread: true },
  max: 50_000,
});

const pageKey = (tenantId: number, communityId: number, cursor: number | null) => `${tenantId}:${communityId}:${cursor ?? 0}`;

async function readPage(db: Db, tenantId: number, communityId: number, cursor: number | null): Promise<Page> {
  const [pinned, rows] = await Promise.all([
    cursor === null ? pinnedPosts(db, { tenantId, communityId, limit: MAX_PINNED }) : Promise.resolve([]),
    // One more than a page says whether another page follows, without counting.
    feedPage(db, { tenantId, communityId, cursor: cursor ?? undefined, limit: FEED_PAGE_SIZE + 1 }),
  ]);
  const more = rows.length > FEED_PAGE_SIZE;
  const shown = more ? rows.slice(0, FEED_PAGE_SIZE) : rows;
  const posts = [...pinned, ...shown];
  const nobody: Member = { tenantId, userId: 0, staff: false, name: '', photoUrl: null };
  return {
    tenantId,
    communityId,
    cursor,
    posts,
    next: more ? (shown.at(-1)?.id ?? null) : null,
    low: more ? (rows.at(-1)?.id ?? 0) : 0,
    ids: new Set(posts.map((p) => p.id)),
    pinnedIds: new Set(pinned.map((p) => p.id)),
    authorIds: new Set(posts.map((p) => p.userId)),
    neutral: posts.map((p) => postSchema.parse(presentPost(nobody, { post: p, media: p.media, liked: false }))),
    replies: new Map(),
  };
}

const cachedPage = (db: Db, tenantId: number, communityId: number, cursor: number | null): Promise<Page> =>
  keep(db, feedPagesCache, pageKey(tenantId, communityId, cursor), tenantId, () => readPage(db, tenantId, communityId, cursor));

/** The member's likes among the page's posts, kept while the page is the one kept (any like of its posts replaces it). */
function likedOn(db: Db, member: Member, page: Page): Promise<ReadonlySet<number>> {
  if (page.posts.length === 0) return Promise.resolve(new Set());
  const map = feedLikesCache.of(db);
  const key = `${member.tenantId}:${member.userId}:${page.communityId}:${page.cursor ?? 0}`;
  const now = Date.now();
  const hit = map.get(key);
  if (hit?.page === page && hit.until > now) return hit.liked;
  const entry: LikedEntry = {
    page,
    until: expiryOf(feedLikesCache, now),
    liked: findLikedBy(db, { tenantId: member.tenantId, userId: member.userId, postIds: [...page.ids] }),
  };
  map.set(key, entry);
  entry.liked.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return entry.liked;
}

/** The reply for this reader: the neutral posts with their own flags, as bytes kept per combination. */
function replyFor(member: Member, page: Page, liked: ReadonlySet<number>, url: (cursor: number) => string): JsonBytes {
  const mine = page.posts.filter((p) => p.userId === member.userId).map((p) => p.id);
  const theirs = page.posts.filter((p) => liked.has(p.id)).map((p) => p.id);
  const key = `${member.staff ? 's' : ''}|${theirs.join(',')}|${mine.join(',')}`;
  const kept = page.replies.get(key);
  if (kept) return kept;
  const data = page.neutral.map((p) => {
    const own = p.user.id === member.userId;
    return liked.has(p.id) || own || member.staff
      ? { ...p, liked_by_me: liked.has(p.id), can_edit: own, can_delete: own || member.staff }
      : p;
  });
  const bytes = jsonBytes(JSON.stringify({ data, next_page_url: page.next === null ? null : url(page.next) }));
  if (page.replies.size >= MAX_REPLIES) deleteOldest(page.replies);
  page.replies.set(key, bytes);
  return bytes;
}

/**
 * One page of the feed as `member` sees it (CONTRACT "Community, student side"): from memory when warm, else
 * one read of the page (two on the first page: the pinned posts apart) and one of the member's likes on it.
 * The caller checked the member may enter the community.
 */
export async function readFeedPage(
  db: Db,
  member: Member,
  communityId: number,
  cursor: number | null,
  url: (cursor: number) => string,
): Promise<JsonBytes> {
  const page = await cachedPage(db, member.tenantId, communityId, cursor);
  return replyFor(member, page, await likedOn(db, member, page), url);
}

/**
 * Forgets the pages a change to this post can move: those showing it, those whose range of ids
 * holds it (a post written, deleted, pinned or unpinned shifts them), and the first page when the
 * post is or was pinned. Pages still being read are forgotten whatever they hold.
 */
type PostChange = { tenantId: number; communityId: number; postId: number; pinned: boolean };

export const forgetPost = (db: Db, change: PostChange) => forgetPostIn(feedPagesCache.of(db), change);

function forgetPostIn(entries: Map<string, Kept<Page>>, { tenantId, communityId, postId, pinned }: PostChange) {
  forgetKept(
    entries,
    tenantId,
    (page) =>
      page.communityId === communityId &&
      (page.ids.has(postId) ||
        (postId >= page.low && postId < (page.cursor ?? Infinity)) ||
        (page.cursor === null && (pinned || page.pinnedIds.has(postId)))),
  );
}
