import { apiPath } from '../platform/api-path';

/**
 * Progress reports' API paths (CONTRACT "Products, students and access": the two CSVs), registered by
 * the server and called by the web app. The screens read the same report as JSON, a page at a time
 * (docs/people-and-access.md "Reports").
 */
export const reportPaths = {
  course: apiPath('/api/admin/reports/courses/:courseId'),
  courseCsv: apiPath('/api/admin/reports/courses/:courseId.csv'),
  quiz: apiPath('/api/admin/reports/quizzes/:quizId'),
  quizCsv: apiPath('/api/admin/reports/quizzes/:quizId.csv'),
};
