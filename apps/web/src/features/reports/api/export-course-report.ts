import { reportPaths } from '@trilha/shared/reports/paths';

/** GET /api/admin/reports/courses/{id}.csv: every student's progress and last activity, downloaded by the browser itself. */
export const courseReportCsvUrl = (courseId: number) => reportPaths.courseCsv({ courseId });
