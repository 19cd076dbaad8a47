import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { intArray } from '../../platform/db/arrays';

type Like = { tenantId: number; postId: number; userId: number };
/** The post as the like statement found it, and what the statement did. */
export type LikeWrite = {
  communityId: number;
  authorId: number;
  title: string;
  pinned: boolean;
  /** True only when this statement inserted (or deleted) the like row, and so moved the count. */
  changed: boolean;
  likesCount: number;
};
type LikeRow = {
  community_id: number;
  user_id: number;
  title: string;
  pinned: boolean;
  changed: boolean;
  bumped: number | null;
  before: number;
};

/**
 * Likes (`liked` true) or unlikes a post in ONE statement, and only in `communityIds` (those the
 * member may like in, decided from memory): the post is found, the like row inserted (`on conflict
 * do nothing`) or deleted, and likes_count moved by the row this statement wrote, never read then
 * written. The primary key (tenant, post, user) is the rule, so twenty requests at once insert one
 * row; a concurrent insert waits on the key, then does nothing; concurrent likes of one post queue
 * on its row for this statement only. Null when the post is not there (or not in those communities).
 */
export async function writeLike(db: Db, like: Like & { communityIds: readonly number[]; liked: boolean }): Promise<LikeWrite | null> {
  const { tenantId, postId, userId } = like;
  const post = sql`select id, community_id, user_id, title, pinned, likes_count from community_posts
    where tenant_id = ${tenantId} and id = ${postId} and community_id = any(${intArray(like.communityIds)}::int[])`;
  const write = like.liked
    ? sql`insert into community_post_likes (tenant_id, post_id, user_id) select ${tenantId}, p.id, ${userId} from p
        on conflict do nothing returning post_id`
    : sql`delete from community_post_likes where tenant_id = ${tenantId} and user_id = ${userId} and post_id in (select id from p)
        returning post_id`;
  const result = await db.execute(sql`
    with p as (${post}),
    l as (${write}),
    c as (update community_posts set likes_count = likes_count + ${like.liked ? 1 : -1}
      where tenant_id = ${tenantId} and id in (select post_id from l) returning likes_count)
    select p.community_id, p.user_id, p.title, p.pinned, exists (select 1 from l) as changed,
      (select likes_count from c) as bumped
    from p`);
  const [row] = (result as { rows: LikeRow[] }).rows;
  if (!row) return null;
  const bumped = row.changed ? row.bumped : null;
  const changed = bumped !== null;
  return {
    communityId: row.community_id,
    authorId: row.user_id,
    title: row.title,
    pinned: row.pinned,
    changed,
    // Nothing to do (liked already, or a request at once did it): the count as committed now. The
    // statement's own snapshot predates the request it waited for on the key, so it is read apart.
    likesCount: bumped ?? (await likesCount(db, { tenantId, postId })) ?? 0,
  };
}

async function likesCount(db: Db, { tenantId, postId }: { tenantId: number; postId: number }): Promise<number | null> {
  const result = await db.execute(sql`select likes_count from community_posts where tenant_id = ${tenantId} and id = ${postId}`);
  return (result as { rows: { likes_count: number }[] }).rows[0]?.likes_count ?? null;
}
