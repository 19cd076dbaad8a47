import { FEED_PAGE_SIZE, MAX_PINNED, post as postSchema, type Post } from '@trilha/shared/communities/feed-schemas';
import { deleteOldest, perDatabase, spreadLifetime } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { Member } from './access';
import { presentPost } from './feed-presenter';
import { feedPage, likedBy, pinnedPosts, type FeedPost } from './posts-repo';

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
export const PAGE_CACHE_MS = 10_000;
/**
 * Bounds: a page with its replies weighs about 15 KB a reply (JSON, brotli and gzip copies), so at
 * worst 500 pages of 16 replies hold about 120 MB; in practice most readers share a page's one
 * Bounds: a page's weight grows with each reply kept (JSON, brotli and gzip copies), so pages and
 * replies are bounded (the worst case's size: docs/performance.md "Communities"); in practice most
 * readers share a page's one neutral reply and deep pages are read by few.
 */
const MAX_PAGES = 500;
const MAX_LIKED = 50_000;
/** Combinations of likes and own posts kept per page: beyond them the oldest goes. */
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
type PageEntry = { tenantId: number; communityId: number; until: number; page: Promise<Page>; resolved: Page | null };
type LikedEntry = { page: Page; until: number; liked: Promise<ReadonlySet<number>> };

const pages = new WeakMap<object, Map<string, PageEntry>>();
const likes = new WeakMap<object, Map<string, LikedEntry>>();
const mapOf = <V>(maps: WeakMap<object, Map<string, V>>, db: Db) => perDatabase(maps, db, () => new Map<string, V>());
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

function cachedPage(db: Db, tenantId: number, communityId: number, cursor: number | null): Promise<Page> {
  const map = mapOf(pages, db);
  const key = pageKey(tenantId, communityId, cursor);
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.until > now) return hit.page;
  const entry: PageEntry = {
    tenantId,
    communityId,
    until: now + spreadLifetime(PAGE_CACHE_MS),
    page: readPage(db, tenantId, communityId, cursor),
    resolved: null,
  };
  map.delete(key);
  if (map.size >= MAX_PAGES) deleteOldest(map);
  map.set(key, entry);
  entry.page.then(
    (page) => void (entry.resolved = page),
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return entry.page;
}

/** The member's likes among the page's posts, kept while the page is the one kept (any like of its posts replaces it). */
function likedOn(db: Db, member: Member, page: Page): Promise<ReadonlySet<number>> {
  if (page.posts.length === 0) return Promise.resolve(new Set());
  const map = mapOf(likes, db);
  const key = `${member.tenantId}:${member.userId}:${page.communityId}:${page.cursor ?? 0}`;
  const now = Date.now();
  const hit = map.get(key);
  if (hit?.page === page && hit.until > now) return hit.liked;
  const entry: LikedEntry = {
    page,
    until: now + spreadLifetime(PAGE_CACHE_MS),
    liked: likedBy(db, { tenantId: member.tenantId, userId: member.userId, postIds: [...page.ids] }),
  };
  map.delete(key);
  if (map.size >= MAX_LIKED) deleteOldest(map);
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
export function forgetPost(db: Db, change: { tenantId: number; communityId: number; postId: number; pinned: boolean }) {
  const { tenantId, communityId, postId, pinned } = change;
  const map = mapOf(pages, db);
  for (const [key, entry] of map) {
    if (entry.tenantId !== tenantId || entry.communityId !== communityId) continue;
    const page = entry.resolved;
    const moves =
      page === null ||
      page.ids.has(postId) ||
      (postId >= page.low && postId < (page.cursor ?? Infinity)) ||
      (page.cursor === null && (pinned || page.pinnedIds.has(postId)));
    if (moves) map.delete(key);
  }
}

/** Forgets the school's pages that match `test` (or are still being read). */
function forgetWhere(db: Db, tenantId: number, test: (page: Page) => boolean) {
  const map = mapOf(pages, db);
  for (const [key, entry] of map) if (entry.tenantId === tenantId && (entry.resolved === null || test(entry.resolved))) map.delete(key);
}
/** A post's media changed: the pages showing it. */
export const forgetPostMedia = (db: Db, tenantId: number, postId: number) => forgetWhere(db, tenantId, (p) => p.ids.has(postId));
/** A user's name or photo changed: the pages showing their posts. */
export const forgetAuthor = (db: Db, tenantId: number, userId: number) => forgetWhere(db, tenantId, (p) => p.authorIds.has(userId));

export function forgetAllPages(db: Db) {
  mapOf(pages, db).clear();
  mapOf(likes, db).clear();
}
