import { apiPath } from '../platform/api-path';

/** The web app's pages of a course and of a module (spec 000 names `/courses/` and `/modulos/`). Zod-free: cards on the first screen link there. */
export const coursePagePath = (courseId: number) => `/courses/${courseId}`;
export const modulePagePath = (moduleId: number) => `/modulos/${moduleId}`;

/** The catalog's API paths, registered by the server and called by the web app. */
export const catalogPaths = {
  // The student's catalog (paths chosen by Trilha).
  /** The member's courses, for the shelf. */
  courses: apiPath('/api/catalog/courses'),
  course: apiPath('/api/catalog/courses/:courseId'),
  module: apiPath('/api/catalog/modules/:moduleId'),
  /** Whether the member may open a course and, if not, the plans on sale that include it. */
  access: apiPath('/api/catalog/courses/:courseId/access'),
  lesson: apiPath('/api/catalog/lessons/:lessonId'),
  progress: apiPath('/api/catalog/lessons/:lessonId/progress'),
  /** A lesson's material, sent as a download to whoever may open the lesson. */
  material: apiPath('/api/catalog/lessons/:lessonId/materials/:materialId'),
  /** A lesson's processed video, streamed with Range to whoever may open the lesson. */
  lessonVideo: apiPath('/api/catalog/lessons/:lessonId/video'),
  /** Courses and lessons whose title contains the text (`?search=`). */
  search: apiPath('/api/catalog/search'),

  // The staff's pickers (spec paths, byte for byte).
  /** The school's products, for editors' product pickers. */
  products: apiPath('/api/auth/admin/products/get'),
  adminCourses: apiPath('/api/auth/cursos/index/:tenant'),
  adminModules: apiPath('/api/auth/platform/modules/:tenant'),
  /** One module with its lessons in order. */
  adminModule: apiPath('/api/platform/auth/module/:moduleId'),
  /** The school's lessons in course order (`?page=`). */
  lessons: apiPath('/api/auth/aulas/allClasses/:tenant'),
  lessonSearch: apiPath('/api/auth/aulas/search/:term/:tenant'),
};
