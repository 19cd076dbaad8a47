import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { intArray } from '../../platform/db/arrays';

type Tenant = { tenantId: number };

/** A comment or reply with what the screen shows beside it: its author, and whether they are staff. */
export type CommentView = {
  id: number;
  lessonId: number;
  parentId: number | null;
  userId: number;
  content: string;
  repliesCount: number;
  createdAt: Date;
  authorName: string;
  authorPhoto: string | null;
  authorIsStaff: boolean;
};
/** A top-level comment also says whether a staff member has replied to it. */
export type TopCommentView = CommentView & { answered: boolean };

type Row = {
  id: number;
  lesson_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  replies_count: number;
  created_at: Date | string;
  author_name: string;
  author_photo: string | null;
  author_is_staff: boolean;
  answered?: boolean;
};

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
const toView = (r: Row): CommentView => ({
  id: r.id,
  lessonId: r.lesson_id,
  parentId: r.parent_id,
  userId: r.user_id,
  content: r.content,
  repliesCount: r.replies_count,
  // Both drivers parse timestamptz; a driver handing back text is parsed here.
  createdAt: new Date(r.created_at),
  authorName: r.author_name,
  authorPhoto: r.author_photo,
  authorIsStaff: r.author_is_staff,
});

/** The columns every comment read returns, for the comment aliased `c` and its author `u`. */
const columns = sql`c.id, c.lesson_id, c.parent_id, c.user_id, c.content, c.replies_count, c.created_at,
  u.name as author_name, u.photo_url as author_photo, c.author_is_staff`;
const withAuthor = sql`join users u on u.tenant_id = c.tenant_id and u.id = c.user_id`;

/**
 * One page of a lesson's top-level comments, newest first, before `cursor` (the last id of the
 * previous page): a keyset read on lesson_comments_thread, so a deep page costs what the first one
 * costs. The author's staff flag and `answered` are the row's own (kept when replies are written and
 * deleted): a page reads no roles.
 */
export async function topCommentsPage(
  db: Db,
  { tenantId, lessonId, cursor, limit }: Tenant & { lessonId: number; cursor?: number; limit: number },
): Promise<TopCommentView[]> {
  const found = await rows(
    db,
    sql`select ${columns}, c.answered
      from lesson_comments c ${withAuthor}
      where c.tenant_id = ${tenantId} and c.lesson_id = ${lessonId} and c.parent_id is null
        ${cursor === undefined ? sql`` : sql`and c.id < ${cursor}`}
      order by c.id desc
      limit ${limit}`,
  );
  return found.map((r) => ({ ...toView(r), answered: r.answered === true }));
}

/**
 * The first `perParent` replies (oldest first) of each of `parentIds`, in ONE query: a lateral read
 * per parent on lesson_comments_parent, so a comment with thousands of replies costs what one with
 * three costs. Ordered by parent, then id.
 */
export async function firstReplies(
  db: Db,
  { tenantId, parentIds, perParent }: Tenant & { parentIds: readonly number[]; perParent: number },
): Promise<CommentView[]> {
  if (parentIds.length === 0) return [];
  const found = await rows(
    db,
    sql`select ${columns}
      from unnest(${intArray(parentIds)}::int[]) as p(id)
      cross join lateral (select * from lesson_comments r where r.tenant_id = ${tenantId} and r.parent_id = p.id
        order by r.id limit ${perParent}) c
      ${withAuthor}
      order by c.parent_id, c.id`,
  );
  return found.map(toView);
}

/** One page of a comment's replies, oldest first, after `cursor`. */
export async function findRepliesPage(
  db: Db,
  { tenantId, parentId, cursor, limit }: Tenant & { parentId: number; cursor?: number; limit: number },
): Promise<CommentView[]> {
  const found = await rows(
    db,
    sql`select ${columns} from lesson_comments c ${withAuthor}
      where c.tenant_id = ${tenantId} and c.parent_id = ${parentId} ${cursor === undefined ? sql`` : sql`and c.id > ${cursor}`}
      order by c.id
      limit ${limit}`,
  );
  return found.map(toView);
}

/** A comment of the school, with its author: what a reply's parent check and a deletion start from. */
export async function findComment(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<CommentView | null> {
  const [row] = await rows(
    db,
    sql`select ${columns} from lesson_comments c ${withAuthor} where c.tenant_id = ${tenantId} and c.id = ${id}`,
  );
  return row ? toView(row) : null;
}

type Written = { id: number; created_at: Date | string; parent_author_id: number | null; parent_author_is_staff: boolean | null };

/**
 * Inserts a comment, or a reply and its parent's replies_count in the SAME statement: the parent is
 * moved only when it is a top-level comment of this lesson, and the reply is inserted only from
 * the parent row that update returned, so a reply never lands without its count or under a reply.
 * The update takes the parent's row lock first, the order every write of a thread follows
 * (parent, then reply), so a reply and its parent's deletion cannot deadlock. Null when the parent
 * is gone (deleted meanwhile).
 */
export async function insertComment(
  db: Db,
  v: Tenant & { lessonId: number; userId: number; authorIsStaff: boolean; parentId: number | null; content: string },
): Promise<{ id: number; createdAt: Date; parentAuthorId: number | null; parentAuthorIsStaff: boolean | null } | null> {
  const query =
    v.parentId === null
      ? sql`insert into lesson_comments (tenant_id, lesson_id, user_id, author_is_staff, parent_id, content)
          values (${v.tenantId}, ${v.lessonId}, ${v.userId}, ${v.authorIsStaff}, null, ${v.content})
          returning id, created_at, null::int as parent_author_id, null::boolean as parent_author_is_staff`
      : sql`with parent as (
            update lesson_comments set replies_count = replies_count + 1, answered = answered or ${v.authorIsStaff}
            where tenant_id = ${v.tenantId} and id = ${v.parentId} and lesson_id = ${v.lessonId} and parent_id is null
            returning id, user_id, author_is_staff),
          written as (
            insert into lesson_comments (tenant_id, lesson_id, user_id, author_is_staff, parent_id, content)
            select ${v.tenantId}, ${v.lessonId}, ${v.userId}, ${v.authorIsStaff}, parent.id, ${v.content} from parent
            returning id, created_at)
          select written.id, written.created_at, parent.user_id as parent_author_id, parent.author_is_staff as parent_author_is_staff
          from written cross join parent`;
  const result = await db.execute(query);
  const [row] = (result as { rows: Written[] }).rows;
  if (!row) return null;
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    parentAuthorId: row.parent_author_id,
    parentAuthorIsStaff: row.parent_author_is_staff,
  };
}

/**
 * A thread's top comment locked before a deletion: a reply's deletion takes it FOR NO KEY UPDATE
 * (it moves the parent's count), the order a reply's insert took; a top comment's deletion takes it
 * FOR UPDATE, so no reply lands under it between the lock and the delete. False when it is gone.
 */
export async function lockComment(
  db: Db,
  { tenantId, id, mode }: Tenant & { id: number; mode: 'update' | 'no key update' },
): Promise<boolean> {
  const found = await db.execute(sql`select id from lesson_comments where tenant_id = ${tenantId} and id = ${id} for ${sql.raw(mode)}`);
  return (found as { rows: unknown[] }).rows.length > 0;
}

/**
 * Deletes a comment with its replies (named here, not left to the cascade, so the caller learns
 * whose rows went: their points are taken back), or a reply, whose parent loses one from
 * replies_count (and `answered` when it was the last staff reply) in the same statement. Answers
 * the rows deleted, none when the comment was already gone.
 */
export async function deleteComment(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<{ commentId: number; authorId: number }[]> {
  const result = await db.execute(sql`
    with gone as (delete from lesson_comments where tenant_id = ${tenantId} and (id = ${id} or parent_id = ${id})
      returning id, user_id, parent_id),
    moved as (update lesson_comments p set replies_count = p.replies_count - 1,
        -- Still answered while another staff reply stays (the statement's snapshot still sees the deleted one: it is left out by id).
        answered = exists (select 1 from lesson_comments r where r.tenant_id = p.tenant_id and r.parent_id = p.id
          and r.author_is_staff and r.id <> ${id})
      where p.tenant_id = ${tenantId} and p.id in (select parent_id from gone where id = ${id}) returning p.id)
    select id as comment_id, user_id as author_id from gone`);
  return (result as { rows: { comment_id: number; author_id: number }[] }).rows.map((r) => ({
    commentId: r.comment_id,
    authorId: r.author_id,
  }));
}
