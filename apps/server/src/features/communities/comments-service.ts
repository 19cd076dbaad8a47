import { COMMENTS_PAGE_SIZE, COMMENTS_PER_MINUTE } from '@trilha/shared/communities/feed-schemas';
import { notFound } from '../../platform/errors';
import {
  bumpPostComments,
  bumpReplies,
  findCommentsPage,
  deleteThread,
  findComment,
  findCommentWithAuthor,
  insertComment,
  lockPost,
  updateComment,
  type CommentRow,
  type CommentWithAuthor,
} from './comments-repo';
import { isForeignKeyViolation } from '../../platform/db/constraint';
import { countAttempt } from '../../platform/rate-counter';
import { excerptOf as excerpt } from '../../platform/event-text';
import { publishRemoved, wellFormed, type CommentEvent, type LikeEvent } from './feed-events';
import { refuseFeed } from './feed-messages';
import { enterableIds } from './access';
import { forgetPost } from './feed-cache';
import { writeLike, type LikeWrite } from './likes-repo';
import { enterPost, type FeedScope } from './posts-service';
import type { PostRow } from './posts-repo';

/** A post deleted between the checks and the write is a 404 (platform/db/constraint.ts). */
async function orNotFound<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

/**
 * One page of a post's comments (or, with `parentId`, of one comment's replies), oldest first,
 * COMMENTS_PAGE_SIZE a page; `next` is the next page's cursor, or null at the end. Reading needs
 * only the community open to the member: the comments setting governs writing.
 */
export async function readComments(scope: FeedScope, postId: number, parentId: number | null, cursor?: number) {
  await enterPost(scope, postId);
  // One more than a page says whether another page follows, without counting.
  const rows = await findCommentsPage(scope.db, {
    tenantId: scope.member.tenantId,
    postId,
    parentId,
    cursor,
    limit: COMMENTS_PAGE_SIZE + 1,
  });
  const more = rows.length > COMMENTS_PAGE_SIZE;
  const shown = more ? rows.slice(0, COMMENTS_PAGE_SIZE) : rows;
  return { comments: shown, next: more ? (shown.at(-1)?.id ?? null) : null };
}

/** Students write only where the community's comments are on; staff always may. */
async function enterToComment(scope: FeedScope, postId: number) {
  const entered = await enterPost(scope, postId);
  if (!scope.member.staff && !entered.visible.community.comments) refuseFeed(scope.lang, 403, 'commentsOff');
  return entered;
}

/** What a reply names must be a top-level comment of the same post: one level of replies. */
async function checkParent(scope: FeedScope, postId: number, parentId: number) {
  const parent = await findComment(scope.db, { tenantId: scope.member.tenantId, id: parentId });
  if (parent?.postId !== postId) throw notFound();
  if (parent.parentId !== null) refuseFeed(scope.lang, 400, 'replyDepth', 'parent_id');
}

async function readComment(scope: FeedScope, id: number): Promise<CommentWithAuthor> {
  const row = await findCommentWithAuthor(scope.db, { tenantId: scope.member.tenantId, id });
  if (!row) throw notFound();
  return row;
}

/**
 * A comment or a reply. Access, the comments setting, the rate and the parent are checked first,
 * so a refused request writes nothing; then one transaction inserts it, moves the post's
 * comments_count (and the parent's replies_count) in place, and publishes its event.
 */
export async function addComment(scope: FeedScope, postId: number, input: { content: string; parent_id?: number }) {
  const { tenantId, userId } = scope.member;
  await enterToComment(scope, postId);
  // Counted as an attempt (platform/rate-counter.ts): a comment deleted frees no slot, and two at once cannot both take the last.
  if (
    !(await countAttempt(scope.db, {
      tenantId,
      userId,
      action: 'community.comment',
      perMinute: COMMENTS_PER_MINUTE,
      now: scope.clock.now(),
    }))
  ) {
    refuseFeed(scope.lang, 429, 'commentsTooFast');
  }
  const parentId = input.parent_id ?? null;
  if (parentId !== null) await checkParent(scope, postId, parentId);
  const content = wellFormed(input.content);

  const written = await orNotFound(
    scope.db.transaction(async (tx) => {
      // The post first, then the parent: the lock order of every comment write (comments-repo).
      const post = await bumpPostComments(tx, { tenantId, postId, by: 1 });
      if (!post) throw notFound();
      const parent = parentId === null ? null : await bumpReplies(tx, { tenantId, postId, parentId, by: 1 });
      // Checked above; gone now means deleted meanwhile.
      if (parentId !== null && !parent) throw notFound();
      const row = await insertComment(tx, { tenantId, values: { postId, userId, parentId, content } });
      const event: CommentEvent = {
        commentId: row.id,
        postId,
        communityId: post.communityId,
        authorId: userId,
        postAuthorId: post.userId,
        parentId,
        parentAuthorId: parent?.userId ?? null,
        excerpt: excerpt(content),
      };
      await scope.events.publish(tx, tenantId, parentId === null ? 'community.comment.created' : 'community.reply.created', event);
      return { id: row.id, communityId: post.communityId, pinned: post.pinned };
    }),
  );
  // The post's comments_count moved: the feed pages showing it.
  forgetPost(scope.db, { tenantId, postId, communityId: written.communityId, pinned: written.pinned });
  return readComment(scope, written.id);
}

/** A comment of the member's school whose community they may enter (404 / 403 as for its post). */
async function enterComment(scope: FeedScope, commentId: number): Promise<{ comment: CommentRow; post: PostRow }> {
  const found = await findComment(scope.db, { tenantId: scope.member.tenantId, id: commentId });
  if (!found) throw notFound();
  const { post } = await enterPost(scope, found.postId);
  return { comment: found, post };
}

/** Its author edits a comment (where comments are on for students), marking it edited. */
export async function editComment(scope: FeedScope, commentId: number, content: string) {
  const { comment: found } = await enterComment(scope, commentId);
  if (found.userId !== scope.member.userId) refuseFeed(scope.lang, 403, 'notAuthor');
  await enterToComment(scope, found.postId);
  if (!(await updateComment(scope.db, { tenantId: scope.member.tenantId, id: commentId, content: wellFormed(content) }))) throw notFound();
  return readComment(scope, commentId);
}

/**
 * The author or staff deletes a comment with its replies. Under the post's lock (which every
 * comment write takes first) no reply can be added or removed meanwhile, so the post loses
 * exactly the rows deleted, a reply's parent exactly one, and the replies published as removed
 * (their points taken back, docs/gamification.md "Taking points back") are all that went.
 */
export async function removeComment(scope: FeedScope, commentId: number) {
  const { tenantId, userId, staff } = scope.member;
  const { comment: found, post } = await enterComment(scope, commentId);
  if (found.userId !== userId && !staff) refuseFeed(scope.lang, 403, 'cannotDelete');
  await scope.db.transaction(async (tx) => {
    if (!(await lockPost(tx, { tenantId, postId: found.postId }))) throw notFound();
    const gone = await deleteThread(tx, { tenantId, id: commentId });
    // Deleted meanwhile, by its author or with its parent or post.
    if (gone.length === 0) throw notFound();
    await bumpPostComments(tx, { tenantId, postId: found.postId, by: -gone.length });
    if (found.parentId !== null) await bumpReplies(tx, { tenantId, postId: found.postId, parentId: found.parentId, by: -1 });
    await scope.events.publish(tx, tenantId, 'community.comment.deleted', {
      commentId,
      postId: found.postId,
      authorId: found.userId,
      parentId: found.parentId,
    });
    const replies = gone.filter((c) => c.commentId !== commentId);
    await publishRemoved(
      { events: scope.events, tx, tenantId, communityId: post.communityId },
      { posts: [], comments: replies, likes: [] },
    );
  });
  forgetPost(scope.db, { tenantId, postId: found.postId, communityId: post.communityId, pinned: post.pinned });
}

/**
 * Like (`liked` true) or unlike a post, idempotently: only the request that inserted (or deleted)
 * the row moves likes_count, and only a new like publishes its event. Students only where the
 * community's likes are on; staff always. Answers the count as the row holds it after the write.
 * The communities the member may like in come from memory, so a like is one statement (likes-repo)
 * plus its event in the same transaction; an unlike is the statement alone.
 */
export async function setLike(scope: FeedScope, postId: number, liked: boolean) {
  const { tenantId, userId, staff } = scope.member;
  const communityIds = (await enterableIds(scope.db, scope.member)).filter((c) => staff || c.community.likes).map((c) => c.id);
  const like = { tenantId, postId, userId, communityIds, liked };
  const write: LikeWrite | null = await orNotFound(
    liked
      ? scope.db.transaction(async (tx) => {
          const done = await writeLike(tx, like);
          if (done?.changed) {
            const event: LikeEvent = {
              postId,
              communityId: done.communityId,
              likerId: userId,
              postAuthorId: done.authorId,
              postTitle: done.title,
            };
            await scope.events.publish(tx, tenantId, 'community.post.liked', event);
          }
          return done;
        })
      : scope.db.transaction(async (tx) => {
          const done = await writeLike(tx, like);
          if (done?.changed)
            await scope.events.publish(tx, tenantId, 'community.post.unliked', {
              postId,
              communityId: done.communityId,
              likerId: userId,
              postAuthorId: done.authorId,
            });
          return done;
        }),
  );
  if (!write) {
    // Not among the communities open to this like: say why, as every post route does (404, 403).
    const { visible } = await enterPost(scope, postId);
    if (!staff && !visible.community.likes) refuseFeed(scope.lang, 403, 'likesOff');
    throw notFound();
  }
  if (write.changed) forgetPost(scope.db, { tenantId, communityId: write.communityId, postId, pinned: write.pinned });
  return { liked, likes_count: write.likesCount };
}
