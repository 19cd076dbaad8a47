import { and, eq, sql } from 'drizzle-orm';
import { enrollments, productCourses } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { liveEnrollment } from './policy';

/**
 * What other features may ask of the catalog: who sees which course (the home's cards use it), and
 * the viewer, the user's access, progress and favourites as the home and the shelf read them.
 */
export { isCourseLocked, liveEnrollment, opensCourse, previewsEverything, type CourseAccess } from './policy';
export { lessonToContinue, type LessonToContinue } from './continue';
export { lessonCourse } from './outline';
export { forgetViewer, readViewer, VIEWER_CACHE_MS, type FavoriteRow, type ProgressEntry, type Viewer } from './viewer';

/**
 * "`learnerId` opens the course `courseId` now" (policy.ts opensCourse, both ids known), for a
 * check made away from a request: a doubt's notification goes only to a student still enrolled.
 */
export const learnerOpensCourse = (db: Db, { tenantId, learnerId, courseId }: { tenantId: number; learnerId: number; courseId: number }) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(
      and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, learnerId), eq(productCourses.courseId, courseId), liveEnrollment()),
    )})`;
