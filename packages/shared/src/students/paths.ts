import { apiPath } from '../platform/api-path';

/** The student directory's API paths (CONTRACT "Products, students and access"), registered by the server and called by the web app. */
export const studentPaths = {
  students: apiPath('/api/admin/students'),
  student: apiPath('/api/admin/students/:id'),
  enrollments: apiPath('/api/admin/students/:id/enrollments'),
  enrollment: apiPath('/api/admin/enrollments/:id'),
  /** Sends the welcome mail again (a new 7-day link); not in the contract's table, docs/people-and-access.md. */
  invite: apiPath('/api/admin/students/:id/invite'),
  export: apiPath('/api/admin/students.csv'),
};
