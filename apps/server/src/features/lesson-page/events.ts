/**
 * The domain events of the lesson screen (docs/lesson-page.md "Events"). Each is published in the
 * transaction of the write it describes; notifications and gamification subscribe to them
 * (ctx.events.subscribe) and find here all they need, without reading this feature's tables.
 */
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';

export type LessonCommentEvent = {
  commentId: number;
  lessonId: number;
  /** The lesson as a notification names it (spec 000 §3 class_doubt: lesson {id, title}). */
  lessonTitle: string;
  courseId: number;
  /** Who wrote it; for a reply, the responder (class_doubt's response_owner). */
  authorId: number;
  authorIsStaff: boolean;
  /** A reply names the comment it answers and that comment's author (the one a reply notifies). */
  parentId: number | null;
  parentAuthorId: number | null;
  /** A staff reply to a student's comment is the school's answer to a doubt (class_doubt). */
  parentAuthorIsStaff: boolean | null;
  /** The first 200 characters, for a notification's preview. */
  excerpt: string;
};
/** Only when the like row was really inserted: a repeated PUT publishes nothing. */
export type LessonLikeEvent = { lessonId: number; courseId: number; likerId: number };
/** A comment or reply deleted (gamification takes its points back). */
export type LessonCommentDeletedEvent = { commentId: number; lessonId: number; authorId: number; parentId: number | null };
/**
 * What a deletion removed besides the comment it names: a comment's replies; a lesson deleted in
 * the studio, all its comments and the students who liked it (docs/gamification.md "Taking points
 * back"). Collected by the deletion's own statements (RETURNING) and published in its transaction,
 * at most REMOVED_PER_EVENT entries an event, so thousands of replies make several events of
 * bounded size. `likers` is absent from the events written before lessons could be deleted.
 */
export type LessonContentRemovedEvent = { lessonId: number; comments: { commentId: number; authorId: number }[]; likers?: number[] };
const REMOVED_PER_EVENT = 1_000;

/** Publishes what a deletion removed, in the deletion's transaction (nothing when nothing went). */
export async function publishRemoved(scope: { events: EventBus; tx: Db; tenantId: number }, removed: LessonContentRemovedEvent) {
  const { lessonId, comments, likers = [] } = removed;
  for (let from = 0; from < comments.length; from += REMOVED_PER_EVENT) {
    await scope.events.publish(scope.tx, scope.tenantId, 'lesson.content.removed', {
      lessonId,
      comments: comments.slice(from, from + REMOVED_PER_EVENT),
    });
  }
  for (let from = 0; from < likers.length; from += REMOVED_PER_EVENT) {
    await scope.events.publish(scope.tx, scope.tenantId, 'lesson.content.removed', {
      lessonId,
      comments: [],
      likers: likers.slice(from, from + REMOVED_PER_EVENT),
    });
  }
}

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'lesson.comment.created': LessonCommentEvent;
    'lesson.reply.created': LessonCommentEvent;
    'lesson.liked': LessonLikeEvent;
    'lesson.unliked': LessonLikeEvent;
    'lesson.comment.deleted': LessonCommentDeletedEvent;
    'lesson.content.removed': LessonContentRemovedEvent;
  }
}
