/**
 * What other features may ask of the catalog: who sees which course (the home's cards use it), and
 * the viewer, the user's access, progress and favourites as the home and the shelf read them.
 */
export type {
  CourseFinishedEvent,
  LessonFinishedEvent,
  LessonProgressRemovedEvent,
  LessonWatchedEvent,
  ModuleFinishedEvent,
} from './events';
export { removeProgress } from './removal';
export {
  isCourseLocked,
  lessonIsPublished,
  lessonOpenNow,
  liveEnrollment,
  opensCourse,
  previewsEverything,
  type CourseAccess,
} from './policy';
export { lessonToContinue, type LessonToContinue } from './continue';
export { lessonCourse } from './outline';
export { forgetViewer, readViewer, VIEWER_CACHE_MS, type FavoriteRow, type ProgressEntry, type Viewer } from './viewer';
