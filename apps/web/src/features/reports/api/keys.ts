import type { CourseReportQuery, QuizReportQuery } from '@trilha/shared/reports/schemas';

/** The reports' cache: each course's and each quiz's report, a key per sort, order and page, under the school's key. */
export const reportKeys = {
  all: (tenantId: number) => ['reports', tenantId] as const,
  course: (tenantId: number, courseId: number, view: CourseReportQuery) => [...reportKeys.all(tenantId), 'course', courseId, view] as const,
  quiz: (tenantId: number, quizId: number, view: QuizReportQuery) => [...reportKeys.all(tenantId), 'quiz', quizId, view] as const,
};
