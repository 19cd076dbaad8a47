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
  /** POST a CSV (multipart `file`, `dry_run`, `send_invite`): 202 with the import's id. */
  import: apiPath('/api/admin/students/import'),
  /** GET an import's state and results (the progress bar polls it). */
  importStatus: apiPath('/api/admin/imports/:id'),
};
