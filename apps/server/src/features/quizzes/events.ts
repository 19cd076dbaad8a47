/**
 * The quiz's domain event (docs/quizzes.md "Events"): written in the submit's transaction when a
 * graded attempt passes; gamification grants quiz rewards from it (ctx.events.subscribe) without
 * reading this feature's tables. An attempt passes once, so an attempt id names one event.
 */
export type QuizPassedEvent = { quizId: number; userId: number; attemptId: number; score: number };

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'quiz.passed': QuizPassedEvent;
  }
}
