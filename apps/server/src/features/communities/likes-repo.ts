import { and, eq, sql } from 'drizzle-orm';
import { communityPostLikes, communityPosts } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Like = { tenantId: number; postId: number; userId: number };
const postInSchool = (tenantId: number, id: number) => and(eq(communityPosts.tenantId, tenantId), eq(communityPosts.id, id));

/**
 * Likes once: the primary key (tenant, post, user) is the rule, so twenty requests at once insert
 * one row and the others find it (a concurrent insert waits on the key, then does nothing).
 * True only when this call inserted the row.
 */
export async function insertLike(db: Db, like: Like): Promise<boolean> {
  const rows = await db.insert(communityPostLikes).values(like).onConflictDoNothing().returning({ postId: communityPostLikes.postId });
  return rows.length > 0;
}

/** True only when this call deleted the row. */
export async function deleteLike(db: Db, { tenantId, postId, userId }: Like): Promise<boolean> {
  const rows = await db
    .delete(communityPostLikes)
    .where(and(eq(communityPostLikes.tenantId, tenantId), eq(communityPostLikes.postId, postId), eq(communityPostLikes.userId, userId)))
    .returning({ postId: communityPostLikes.postId });
  return rows.length > 0;
}

/** Moves likes_count in one statement and returns the row after it, with what the like's event needs; null when the post is gone. */
export async function bumpLikes(db: Db, { tenantId, postId, by }: { tenantId: number; postId: number; by: number }) {
  const [row] = await db
    .update(communityPosts)
    .set({ likesCount: sql`${communityPosts.likesCount} + ${by}` })
    .where(postInSchool(tenantId, postId))
    .returning({
      likesCount: communityPosts.likesCount,
      userId: communityPosts.userId,
      communityId: communityPosts.communityId,
      title: communityPosts.title,
    });
  return row ?? null;
}

export async function likesCount(db: Db, { tenantId, postId }: { tenantId: number; postId: number }): Promise<number | null> {
  const [row] = await db.select({ n: communityPosts.likesCount }).from(communityPosts).where(postInSchool(tenantId, postId)).limit(1);
  return row?.n ?? null;
}
