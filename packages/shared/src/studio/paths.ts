import { apiPath } from '../platform/api-path';

/** The course studio's API paths (CONTRACT "Course studio"), registered by the server and called by the web app. */
export const studioPaths = {
  courses: apiPath('/api/admin/courses'),
  coursesOrder: apiPath('/api/admin/courses/order'),
  course: apiPath('/api/admin/courses/:id'),
  courseCover: apiPath('/api/admin/courses/:id/cover'),
  courseDuplicate: apiPath('/api/admin/courses/:id/duplicate'),
  courseModules: apiPath('/api/admin/courses/:id/modules'),
  courseModulesOrder: apiPath('/api/admin/courses/:id/modules/order'),
  module: apiPath('/api/admin/modules/:id'),
  moduleCover: apiPath('/api/admin/modules/:id/cover'),
  moduleLessons: apiPath('/api/admin/modules/:id/lessons'),
  moduleLessonsOrder: apiPath('/api/admin/modules/:id/lessons/order'),
  lesson: apiPath('/api/admin/lessons/:id'),
  lessonVideo: apiPath('/api/admin/lessons/:id/video'),
  /** Where a video's bytes go (PUT, resumable): the token is the link's one-time secret. */
  lessonVideoUpload: apiPath('/api/admin/video-uploads/:token'),
  lessonMaterials: apiPath('/api/admin/lessons/:id/materials'),
  material: apiPath('/api/admin/materials/:id'),
};
