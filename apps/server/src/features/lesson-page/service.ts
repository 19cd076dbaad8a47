import { LESSON_COMMENTS_PER_MINUTE, LESSON_REPLIES_PAGE_SIZE } from '@trilha/shared/lesson-page/constants';
import type { Member } from '../../platform/auth/member';
import { isForeignKeyViolation } from '../../platform/db/constraint';
import { HttpError } from '../../platform/errors';
import { excerptOf, wellFormed } from '../../platform/event-text';
import { countAttempt } from '../../platform/rate-counter';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { isCourseLocked, lessonCourse, previewsEverything, readViewer } from '../catalog/public';
import {
  deleteComment,
  findComment,
  insertComment,
  lockComment,
  findRepliesPage,
  type CommentView,
  type TopCommentView,
} from './comments-repo';
import { publishRemoved, type LessonCommentEvent } from './events';
import { refuseLesson } from './messages';
import { mayDeleteComment } from './policy';
import { countLikes, findLessonSettings, findLessonToWrite, findLike, updateLessonComments, writeLike } from './repo';
import { forgetLessonComments, readCommentsPage } from './comments-cache';

/**
 * Who reads or writes, in which school and language: the request's scope with its actor, and the
 * member they sign as (platform/auth/member.ts); every read below takes the member's school.
 */
export type LessonScope = Pick<ActorScope, 'db' | 'tenantId' | 'actor' | 'lang' | 'events' | 'clock'> & { member: Member };

// ---- Ajustes gerais ----

export async function readLessonSettings({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) {
  const row = await findLessonSettings(db, { tenantId });
  if (!row) throw new HttpError(404, 'tenantNotFound');
  return row;
}

export async function setLessonComments({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, on: boolean) {
  const row = await updateLessonComments(db, { tenantId, on });
  if (!row) throw new HttpError(404, 'tenantNotFound');
  return row;
}

// ---- Entering a lesson ----

/**
 * A lesson the member may read the comments and likes of, answering its course: 404 when the school
 * has no such lesson, 403 while it is locked for them (comments of a lesson you cannot watch are not
 * yours to read). Both come from memory: the lesson's course from the catalog's cached outline,
 * access from its viewer (kept a few seconds, forgotten on change).
 */
async function enterToRead(scope: LessonScope, lessonId: number): Promise<number> {
  const viewer = await readViewer(scope.db, scope.actor);
  // Staff preview drafts (docs/course-studio.md "Preview"); students see published lessons only.
  const courseId = await lessonCourse(scope.db, scope.member.tenantId, viewer.versions.catalog, lessonId, {
    drafts: viewer.access.everything,
  });
  if (courseId === undefined) return refuseLesson(scope.lang, 404, 'lessonNotFound');
  if (isCourseLocked(viewer.access, courseId)) refuseLesson(scope.lang, 403, 'lessonLocked');
  return courseId;
}

/** The same door for a write, checked fresh from the database (an enrolment that just ended locks now). */
async function enterToWrite(scope: LessonScope, lessonId: number) {
  const { tenantId, userId } = scope.member;
  const learnerId = previewsEverything(scope.actor) ? null : userId;
  const lesson = await findLessonToWrite(scope.db, { tenantId, lessonId, learnerId });
  if (!lesson) return refuseLesson(scope.lang, 404, 'lessonNotFound');
  if (!lesson.open) refuseLesson(scope.lang, 403, 'lessonLocked');
  return lesson;
}

/** A lesson deleted between the checks and the write is a 404 (platform/db/constraint.ts). */
async function orGone<T>(scope: LessonScope, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) refuseLesson(scope.lang, 404, 'lessonNotFound');
    throw error;
  }
}

// ---- Comments ----

/**
 * One page of a lesson's top-level comments as the member sees it (comments-cache.ts: from memory
 * when warm, else two statements whatever the page). `url` makes the next page's address.
 */
export async function readComments(scope: LessonScope, lessonId: number, cursor: number | undefined, url: (cursor: number) => string) {
  await enterToRead(scope, lessonId);
  return readCommentsPage(scope.db, scope.member, lessonId, cursor, url);
}

/** One page of a comment's replies, oldest first, LESSON_REPLIES_PAGE_SIZE a page; 404 for a parent not a comment of this lesson. */
export async function readReplies(scope: LessonScope, lessonId: number, parentId: number, cursor?: number) {
  const tenantId = scope.member.tenantId;
  const [, rows] = await Promise.all([
    enterToRead(scope, lessonId),
    findRepliesPage(scope.db, { tenantId, parentId, cursor, limit: LESSON_REPLIES_PAGE_SIZE + 1 }),
  ]);
  if (rows.length === 0 || rows[0]?.lessonId !== lessonId) {
    // An empty page, or another lesson's replies: only then is the parent looked up.
    const parent = await findComment(scope.db, { tenantId, id: parentId });
    if (parent?.lessonId !== lessonId || parent.parentId !== null) refuseLesson(scope.lang, 404, 'commentNotFound');
  }
  const more = rows.length > LESSON_REPLIES_PAGE_SIZE;
  const replies = more ? rows.slice(0, LESSON_REPLIES_PAGE_SIZE) : rows;
  return { replies, next: more ? (replies.at(-1)?.id ?? null) : null };
}

/** What a reply names must be a top-level comment of the same lesson: one level of replies. */
async function checkParent(scope: LessonScope, lessonId: number, parentId: number) {
  const parent = await findComment(scope.db, { tenantId: scope.member.tenantId, id: parentId });
  // Another lesson's comment is as absent as a missing one: its id says nothing to this lesson.
  if (parent?.lessonId !== lessonId) return refuseLesson(scope.lang, 404, 'commentNotFound', 'parent_id');
  if (parent.parentId !== null) refuseLesson(scope.lang, 400, 'replyDepth', 'parent_id');
  return parent;
}

/**
 * A comment or a reply. The door, the school's switch, the rate and the parent are checked first,
 * so a refused request writes nothing; then one transaction inserts it (a reply moves its parent's
 * replies_count in the same statement) and publishes its event.
 */
export async function addComment(
  scope: LessonScope,
  lessonId: number,
  input: { content: string; parent_id?: number },
): Promise<{ comment: TopCommentView; replies: CommentView[] }> {
  const { tenantId, userId, staff } = scope.member;
  const lesson = await enterToWrite(scope, lessonId);
  if (!lesson.commentsOn) refuseLesson(scope.lang, 403, 'commentsOff');
  // Counted as an attempt (platform/rate-counter.ts): a comment deleted frees no slot, and two at once cannot both take the last.
  if (
    !(await countAttempt(scope.db, {
      tenantId,
      userId,
      action: 'lesson.comment',
      perMinute: LESSON_COMMENTS_PER_MINUTE,
      now: scope.clock.now(),
    }))
  ) {
    refuseLesson(scope.lang, 429, 'commentsTooFast');
  }
  const parentId = input.parent_id ?? null;
  if (parentId !== null) await checkParent(scope, lessonId, parentId);
  const content = wellFormed(input.content);

  const written = await orGone(
    scope,
    scope.db.transaction(async (tx) => {
      const row = await insertComment(tx, { tenantId, lessonId, userId, authorIsStaff: staff, parentId, content });
      // Checked above; gone now means deleted meanwhile.
      if (!row) return refuseLesson(scope.lang, 404, 'commentNotFound', 'parent_id');
      const event: LessonCommentEvent = {
        commentId: row.id,
        lessonId,
        lessonTitle: lesson.title,
        courseId: lesson.courseId,
        authorId: userId,
        authorIsStaff: staff,
        parentId,
        parentAuthorId: row.parentAuthorId,
        parentAuthorIsStaff: row.parentAuthorIsStaff,
        excerpt: excerptOf(content),
      };
      await scope.events.publish(tx, tenantId, parentId === null ? 'lesson.comment.created' : 'lesson.reply.created', event);
      return row;
    }),
  );
  // Committed: the writer's next read of the lesson's pages must show it (other processes hear the change).
  forgetLessonComments(scope.db, tenantId, lessonId);
  // Signed with the writer's session: nothing to read back.
  const comment: TopCommentView = {
    id: written.id,
    lessonId,
    parentId,
    userId,
    content,
    repliesCount: 0,
    createdAt: written.createdAt,
    authorName: scope.member.name,
    authorPhoto: scope.member.photoUrl,
    authorIsStaff: staff,
    answered: false,
  };
  return { comment, replies: [] };
}

/**
 * The author or staff deletes a comment with its replies, or a reply (its parent's replies_count
 * moves in the same statement). The thread's top comment is locked first (comments-repo
 * lockComment): a reply's deletion takes its parent, the order a reply's insert takes, so the two
 * cannot deadlock; a comment's deletion takes itself, so no reply lands under it meanwhile and the
 * replies published as removed (their points taken back, docs/gamification.md "Taking points
 * back") are all that went.
 */
export async function removeComment(scope: LessonScope, commentId: number) {
  const { tenantId } = scope.member;
  const found = await findComment(scope.db, { tenantId, id: commentId });
  if (!found) return refuseLesson(scope.lang, 404, 'commentNotFound');
  await enterToWrite(scope, found.lessonId);
  if (!mayDeleteComment(scope.member, found)) refuseLesson(scope.lang, 403, 'cannotDelete');
  const deleted = await scope.db.transaction(async (tx) => {
    const top =
      found.parentId === null ? { id: commentId, mode: 'update' as const } : { id: found.parentId, mode: 'no key update' as const };
    if (!(await lockComment(tx, { tenantId, ...top }))) return false;
    const gone = await deleteComment(tx, { tenantId, id: commentId });
    if (gone.length === 0) return false;
    await scope.events.publish(tx, tenantId, 'lesson.comment.deleted', {
      commentId,
      lessonId: found.lessonId,
      authorId: found.userId,
      parentId: found.parentId,
    });
    const replies = gone.filter((c) => c.commentId !== commentId);
    await publishRemoved({ events: scope.events, tx, tenantId }, { lessonId: found.lessonId, comments: replies });
    return true;
  });
  forgetLessonComments(scope.db, tenantId, found.lessonId);
  // Deleted meanwhile, by its author, staff or with its parent.
  if (!deleted) refuseLesson(scope.lang, 404, 'commentNotFound');
}

// ---- Likes ----

export async function readLike(scope: LessonScope, lessonId: number) {
  const { tenantId, userId } = scope.member;
  // The like is read beside the door and dropped if the door is shut.
  const [, like] = await Promise.all([enterToRead(scope, lessonId), findLike(scope.db, { tenantId, lessonId, userId })]);
  return { liked: like.liked, likes_count: like.likesCount };
}

/**
 * Like (`liked` true) or unlike a lesson, idempotently: one row per (school, lesson, user) by the
 * primary key, and only the request that inserted the row publishes `lesson.liked`.
 */
export async function setLike(scope: LessonScope, lessonId: number, liked: boolean) {
  const { tenantId, userId } = scope.member;
  const lesson = await enterToWrite(scope, lessonId);
  await orGone(
    scope,
    scope.db.transaction(async (tx) => {
      const changed = await writeLike(tx, { tenantId, lessonId, userId, liked });
      if (changed)
        await scope.events.publish(tx, tenantId, liked ? 'lesson.liked' : 'lesson.unliked', {
          lessonId,
          courseId: lesson.courseId,
          likerId: userId,
        });
    }),
  );
  return { liked, likes_count: await countLikes(scope.db, { tenantId, lessonId }) };
}
