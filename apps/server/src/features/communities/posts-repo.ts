import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { communities, communityComments, communityPostLikes, communityPostMedia, communityPosts, users } from '../../db/schema/index';
import { perDatabase } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { RemovedContent } from './feed-events';

export type PostRow = typeof communityPosts.$inferSelect;
export type MediaRow = typeof communityPostMedia.$inferSelect;
export type PostWithAuthor = PostRow & { authorName: string; authorPhoto: string | null };
type Tenant = { tenantId: number };

const author = { authorName: users.name, authorPhoto: users.photoUrl };
const inSchool = (tenantId: number, id: number) => and(eq(communityPosts.tenantId, tenantId), eq(communityPosts.id, id));

export async function findPost(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<PostRow | null> {
  const [row] = await db.select().from(communityPosts).where(inSchool(tenantId, id)).limit(1);
  return row ?? null;
}

/** Posts with their authors, in the order of `ids`' query: the feed's and one post's read. */
function withAuthors(db: Db) {
  return db
    .select({ post: communityPosts, ...author })
    .from(communityPosts)
    .innerJoin(users, and(eq(users.tenantId, communityPosts.tenantId), eq(users.id, communityPosts.userId)));
}
const flatten = (rows: { post: PostRow; authorName: string; authorPhoto: string | null }[]): PostWithAuthor[] =>
  rows.map((r) => ({ ...r.post, authorName: r.authorName, authorPhoto: r.authorPhoto }));

export async function findPostWithAuthor(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<PostWithAuthor | null> {
  const rows = flatten(await withAuthors(db).where(inSchool(tenantId, id)).limit(1));
  return rows[0] ?? null;
}

/** What a feed shows of a media row: its id names it in the access route's URL (the storage key stays here). */
export type FeedMedia = Pick<MediaRow, 'id' | 'kind' | 'name' | 'contentType' | 'sizeBytes'>;
export type FeedPost = PostWithAuthor & { media: FeedMedia[] };
/** A post as presented (feed-presenter.ts): with its author, its media and whether the reader liked it. */
export type PostView = { post: PostWithAuthor; media: FeedMedia[]; liked: boolean };

/**
 * A feed post with its author and media, each by a subquery on its primary key or index: the page's
 * rows are found first (the keyset below, on community_posts_feed), then each row's author and
 * media. Nothing here is a join the planner could order the other way round (without statistics
 * it once walked every post of a large community, probing the school's users for each:
 * docs/performance-communities.md); and Postgres evaluates these subqueries after the LIMIT.
 * The outer columns are named with their table: inside a select Drizzle writes them bare, which
 * the subqueries would take for their own.
 */
const feedColumns = {
  post: communityPosts,
  author: sql<unknown>`(select json_build_array(u.name, u.photo_url) from ${users} u where u.tenant_id = community_posts.tenant_id and u.id = community_posts.user_id)`,
  media: sql<unknown>`(select coalesce(json_agg(json_build_array(m.kind, m.id, m.name, m.content_type, m.size_bytes) order by m."order", m.id), '[]'::json)
    from ${communityPostMedia} m where m.tenant_id = community_posts.tenant_id and m.post_id = community_posts.id)`,
};
type FeedRow = { post: PostRow; author: unknown; media: unknown };

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
function feedPost({ post, author, media }: FeedRow): FeedPost {
  const [authorName, authorPhoto] = json(author) as [string, string | null];
  const rows = json(media) as [FeedMedia['kind'], number, string, string, number][];
  return {
    ...post,
    authorName,
    authorPhoto,
    media: rows.map(([kind, id, name, contentType, sizeBytes]) => ({ id, kind, name, contentType, sizeBytes })),
  };
}

const ph = (name: string) => sql.placeholder(name);
const inCommunity = and(eq(communityPosts.tenantId, ph('tenantId')), eq(communityPosts.communityId, ph('communityId')));
/**
 * The feed's three reads, prepared once per database (Drizzle builds their SQL once; on a
 * PostgreSQL server each pooled connection also parses and plans them once).
 */
function prepareFeed(db: Db) {
  const base = () => db.select(feedColumns).from(communityPosts);
  return {
    pinned: base()
      .where(and(inCommunity, eq(communityPosts.pinned, true)))
      .orderBy(desc(communityPosts.id))
      .limit(ph('limit'))
      .prepare('community_feed_pinned'),
    first: base()
      .where(and(inCommunity, eq(communityPosts.pinned, false)))
      .orderBy(desc(communityPosts.id))
      .limit(ph('limit'))
      .prepare('community_feed_first'),
    after: base()
      .where(and(inCommunity, eq(communityPosts.pinned, false), lt(communityPosts.id, ph('cursor'))))
      .orderBy(desc(communityPosts.id))
      .limit(ph('limit'))
      .prepare('community_feed_after'),
  };
}
const feedQueries = perDatabase(prepareFeed);

/** The pinned posts of a community, newest first (bounded by MAX_PINNED, which pinning holds). */
export async function pinnedPosts(db: Db, { tenantId, communityId, limit }: Tenant & { communityId: number; limit: number }) {
  const rows = await feedQueries(db).pinned.execute({ tenantId, communityId, limit });
  return rows.map(feedPost);
}

/**
 * One page of the feed's other posts, newest first, after `cursor` (the last id of the previous
 * page): a keyset read on community_posts_feed, so page 5,000 costs what page 1 costs.
 */
export async function feedPage(
  db: Db,
  { tenantId, communityId, cursor, limit }: Tenant & { communityId: number; cursor?: number; limit: number },
) {
  const queries = feedQueries(db);
  const rows = cursor
    ? await queries.after.execute({ tenantId, communityId, cursor, limit })
    : await queries.first.execute({ tenantId, communityId, limit });
  return rows.map(feedPost);
}

export async function findMediaOf(db: Db, { tenantId, postIds }: Tenant & { postIds: number[] }): Promise<MediaRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(communityPostMedia)
    .where(and(eq(communityPostMedia.tenantId, tenantId), inArray(communityPostMedia.postId, postIds)))
    .orderBy(asc(communityPostMedia.postId), asc(communityPostMedia.order));
}

/** Which of these posts the user liked. */
export async function findLikedBy(
  db: Db,
  { tenantId, userId, postIds }: Tenant & { userId: number; postIds: number[] },
): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: communityPostLikes.postId })
    .from(communityPostLikes)
    .where(
      and(eq(communityPostLikes.tenantId, tenantId), eq(communityPostLikes.userId, userId), inArray(communityPostLikes.postId, postIds)),
    );
  return new Set(rows.map((r) => r.postId));
}

export async function insertPost(
  db: Db,
  { tenantId, values }: Tenant & { values: { communityId: number; userId: number; title: string; text: string } },
): Promise<PostRow> {
  const [row] = await db
    .insert(communityPosts)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('insert into community_posts returned no row');
  return row;
}

export async function insertMedia(
  db: Db,
  { tenantId, rows }: Tenant & { rows: Omit<typeof communityPostMedia.$inferInsert, 'tenantId'>[] },
): Promise<MediaRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(communityPostMedia)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .returning();
}

export async function updatePost(db: Db, { tenantId, id, values }: Tenant & { id: number; values: { title: string; text: string } }) {
  const [row] = await db
    .update(communityPosts)
    .set({ ...values, editedAt: sql`now()` })
    .where(inSchool(tenantId, id))
    .returning();
  return row ?? null;
}

/**
 * Deletes the post with its comments, replies and likes, each named here rather than left to the
 * foreign keys' cascade, so the caller learns what went (gamification takes it back, feed-events.ts
 * RemovedContent); the media rows go by the cascade, their urls returned for release. The post's
 * row is locked first: every comment takes that lock before it writes and every like checks its
 * key against it, so nothing lands under the post between the lock and the deletes. Null when the
 * post was already gone.
 */
export async function deletePost(
  db: Db,
  { tenantId, id }: Tenant & { id: number },
): Promise<{ urls: string[]; removed: RemovedContent } | null> {
  const [post] = await db.select({ userId: communityPosts.userId }).from(communityPosts).where(inSchool(tenantId, id)).for('update');
  if (!post) return null;
  const media = await db
    // Their storage keys: releaseStoredFile takes a key as it takes a URL.
    .select({ url: communityPostMedia.key })
    .from(communityPostMedia)
    .where(and(eq(communityPostMedia.tenantId, tenantId), eq(communityPostMedia.postId, id)));
  const comments = await db
    .delete(communityComments)
    .where(and(eq(communityComments.tenantId, tenantId), eq(communityComments.postId, id)))
    .returning({ commentId: communityComments.id, authorId: communityComments.userId, parentId: communityComments.parentId });
  const likes = await db
    .delete(communityPostLikes)
    .where(and(eq(communityPostLikes.tenantId, tenantId), eq(communityPostLikes.postId, id)))
    .returning({ likerId: communityPostLikes.userId });
  await db.delete(communityPosts).where(inSchool(tenantId, id));
  return {
    urls: media.map((m) => m.url),
    removed: { posts: [], comments, likes: likes.map(({ likerId }) => ({ postId: id, postAuthorId: post.userId, likerId })) },
  };
}

/** Locks the community's row: its pins wait for each other, so a count taken next cannot be raced past. */
export async function lockCommunity(db: Db, { tenantId, id }: Tenant & { id: number }) {
  await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.tenantId, tenantId), eq(communities.id, id)))
    .for('update');
}

/**
 * Pins the post unless the community already has `max` pinned: the count and the write are one
 * statement, so two pins at once cannot make a fourth. Returns false when the limit refused it.
 */
export async function pinPost(db: Db, { tenantId, id, communityId, max }: Tenant & { id: number; communityId: number; max: number }) {
  const rows = await db
    .update(communityPosts)
    .set({ pinned: true })
    .where(
      and(
        inSchool(tenantId, id),
        sql`(select count(*) from ${communityPosts} p where p.tenant_id = ${tenantId} and p.community_id = ${communityId} and p.pinned and p.id <> ${id}) < ${max}`,
      ),
    )
    .returning({ id: communityPosts.id });
  return rows.length > 0;
}

export async function unpinPost(db: Db, { tenantId, id }: Tenant & { id: number }) {
  await db.update(communityPosts).set({ pinned: false }).where(inSchool(tenantId, id));
}
