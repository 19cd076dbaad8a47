import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { communityComments, communityPosts, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export type CommentRow = typeof communityComments.$inferSelect;
export type CommentWithAuthor = CommentRow & { authorName: string; authorPhoto: string | null };
type Tenant = { tenantId: number };

const inSchool = (tenantId: number, id: number) => and(eq(communityComments.tenantId, tenantId), eq(communityComments.id, id));
const postInSchool = (tenantId: number, id: number) => and(eq(communityPosts.tenantId, tenantId), eq(communityPosts.id, id));

export async function findComment(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<CommentRow | null> {
  const [row] = await db.select().from(communityComments).where(inSchool(tenantId, id)).limit(1);
  return row ?? null;
}

function withAuthors(db: Db) {
  return db
    .select({ comment: communityComments, authorName: users.name, authorPhoto: users.photoUrl })
    .from(communityComments)
    .innerJoin(users, and(eq(users.tenantId, communityComments.tenantId), eq(users.id, communityComments.userId)));
}
const flatten = (rows: { comment: CommentRow; authorName: string; authorPhoto: string | null }[]): CommentWithAuthor[] =>
  rows.map((r) => ({ ...r.comment, authorName: r.authorName, authorPhoto: r.authorPhoto }));

export async function findCommentWithAuthor(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<CommentWithAuthor | null> {
  return flatten(await withAuthors(db).where(inSchool(tenantId, id)).limit(1))[0] ?? null;
}

/**
 * One page of a post's top-level comments (`parentId` null) or of one comment's replies, oldest
 * first, after `cursor` (the last id of the previous page): a keyset read on
 * community_comments_thread, so a deep page costs what the first one costs.
 */
export async function findCommentsPage(
  db: Db,
  { tenantId, postId, parentId, cursor, limit }: Tenant & { postId: number; parentId: number | null; cursor?: number; limit: number },
) {
  return flatten(
    await withAuthors(db)
      .where(
        and(
          eq(communityComments.tenantId, tenantId),
          eq(communityComments.postId, postId),
          parentId === null ? isNull(communityComments.parentId) : eq(communityComments.parentId, parentId),
          cursor ? gt(communityComments.id, cursor) : undefined,
        ),
      )
      .orderBy(asc(communityComments.id))
      .limit(limit),
  );
}

/**
 * Moves the post's comments_count by `by` in one statement (never read-then-write) and returns
 * what the comment's event needs, or null when the post is gone. Taking the post's row lock first
 * is also the lock order every comment write follows (post, then parent comment, then the
 * comment), so a reply and the deletion of its parent cannot deadlock or miscount.
 */
export async function bumpPostComments(db: Db, { tenantId, postId, by }: Tenant & { postId: number; by: number }) {
  const [row] = await db
    .update(communityPosts)
    .set({ commentsCount: sql`${communityPosts.commentsCount} + ${by}` })
    .where(postInSchool(tenantId, postId))
    .returning({ userId: communityPosts.userId, communityId: communityPosts.communityId, pinned: communityPosts.pinned });
  return row ?? null;
}

/** The post's row lock alone (deleting a comment counts its replies under it, then moves the count). */
export async function lockPost(db: Db, { tenantId, postId }: Tenant & { postId: number }): Promise<boolean> {
  const rows = await db.select({ id: communityPosts.id }).from(communityPosts).where(postInSchool(tenantId, postId)).for('no key update');
  return rows.length > 0;
}

/**
 * Moves a top-level comment's replies_count by `by`, only when it is a top-level comment of this
 * post; returns its author, or null (absent, another post's, or itself a reply).
 */
export async function bumpReplies(db: Db, { tenantId, postId, parentId, by }: Tenant & { postId: number; parentId: number; by: number }) {
  const [row] = await db
    .update(communityComments)
    .set({ repliesCount: sql`${communityComments.repliesCount} + ${by}` })
    .where(and(inSchool(tenantId, parentId), eq(communityComments.postId, postId), isNull(communityComments.parentId)))
    .returning({ userId: communityComments.userId });
  return row ?? null;
}

export async function insertComment(
  db: Db,
  { tenantId, values }: Tenant & { values: { postId: number; userId: number; parentId: number | null; content: string } },
): Promise<CommentRow> {
  const [row] = await db
    .insert(communityComments)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('insert into community_comments returned no row');
  return row;
}

/**
 * Deletes the comment and its replies (named here, not left to the cascade, so the caller knows
 * exactly which rows went: how many, and whose, for the points they take back); none when the
 * comment was already gone.
 */
export async function deleteThread(db: Db, { tenantId, id }: Tenant & { id: number }) {
  return db
    .delete(communityComments)
    .where(and(eq(communityComments.tenantId, tenantId), or(eq(communityComments.id, id), eq(communityComments.parentId, id))))
    .returning({ commentId: communityComments.id, authorId: communityComments.userId, parentId: communityComments.parentId });
}

export async function updateComment(db: Db, { tenantId, id, content }: Tenant & { id: number; content: string }) {
  const [row] = await db
    .update(communityComments)
    .set({ content, editedAt: sql`now()` })
    .where(inSchool(tenantId, id))
    .returning({ id: communityComments.id });
  return row ?? null;
}
