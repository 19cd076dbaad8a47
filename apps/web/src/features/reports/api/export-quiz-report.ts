import { reportPaths } from '@trilha/shared/reports/paths';

/** GET /api/admin/reports/quizzes/{id}.csv: every student's attempts, best score and result, downloaded by the browser itself. */
export const quizReportCsvUrl = (quizId: number) => reportPaths.quizCsv({ quizId });
