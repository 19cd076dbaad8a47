/**
 * What other features may ask of the lesson screen: the payloads of its domain events, which
 * notifications (and later gamification) subscribe to (events.ts).
 */
export type { LessonCommentDeletedEvent, LessonCommentEvent, LessonContentRemovedEvent, LessonLikeEvent } from './events';
