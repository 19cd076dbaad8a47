/**
 * The catalog's domain events (docs/gamification.md "The engine"): published in the transaction of
 * the progress save that caused them, so gamification scores watch_class, finish_class,
 * finish_module and finish_course after commit without reading this feature's tables.
 */
/** The stored watched seconds first reached 90% of the lesson's duration. */
export type LessonWatchedEvent = { lessonId: number; courseId: number; moduleId: number; userId: number };
/** The lesson's finished_at was first set (90% watched, or an explicit finish). */
export type LessonFinishedEvent = LessonWatchedEvent;
/** That finish completed every lesson of the module (or of the course). */
export type ModuleFinishedEvent = { moduleId: number; courseId: number; userId: number };
export type CourseFinishedEvent = { courseId: number; userId: number };
/**
 * Progress a studio deletion removed (docs/gamification.md "Taking points back"): each learner's
 * lesson with whether it had been watched to 90% and finished, and the modules and courses that
 * went with it which the learner had finished lessons of. At most PROGRESS_REMOVED_PER_EVENT
 * entries an event.
 */
export type LessonProgressRemovedEvent = {
  learners: { userId: number; lessonId: number; watched: boolean; finished: boolean }[];
  modules: { userId: number; moduleId: number }[];
  courses: { userId: number; courseId: number }[];
};

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'lesson.watched': LessonWatchedEvent;
    'lesson.finished': LessonFinishedEvent;
    'module.finished': ModuleFinishedEvent;
    'course.finished': CourseFinishedEvent;
    'lesson.progress.removed': LessonProgressRemovedEvent;
  }
}
