/** What other features may ask of the catalog: who sees which course (the home's cards and viewer use it). */
export { isCourseLocked, liveEnrollment, previewsEverything, type CourseAccess } from './policy';
