/**
 * What other features may ask of the lesson screen: the payloads of its domain events, which
 * notifications and gamification subscribe to (events.ts), and the removal of lessons' comments
 * and likes that the studio's deletions run in their transaction (removal.ts).
 */
export type { LessonCommentDeletedEvent, LessonCommentEvent, LessonContentRemovedEvent, LessonLikeEvent } from './events';
export { removeLessonContent } from './removal';
