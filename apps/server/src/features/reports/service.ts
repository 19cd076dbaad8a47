import {
  REPORT_PAGE_SIZE,
  REPORT_TRANSLATIONS,
  type CourseReportQuery,
  type QuizReportQuery,
  type ReportMessageKey,
} from '@trilha/shared/reports/schemas';
import type { Language } from '@trilha/shared/platform/languages';
import { csvLines, csvStart } from '../../platform/csv';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import * as repo from './repo';

/**
 * Progress reports (docs/people-and-access.md "Reports"): per course, each student's progress and
 * last activity with the completion funnel by module; per quiz, attempts, best score and passed. The
 * screen reads a sorted page; the CSV streams every row by name, a batch at a time.
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

/** Rows read at a time for a CSV: the file grows as it is sent, never held whole in memory. */
const CSV_BATCH = 1_000;

const notFound = (lang: Language, key: ReportMessageKey) => new HttpError(404, null, REPORT_TRANSLATIONS[key][lang]);
const percentOf = (finished: number, lessons: number) => (lessons > 0 ? Math.min(100, Math.round((100 * finished) / lessons)) : 0);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const pages = (total: number) => Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));

export async function courseOrNotFound(scope: Scope, courseId: number) {
  const course = await repo.findCourse(scope.db, { tenantId: scope.tenantId, courseId });
  if (!course) throw notFound(scope.lang, 'courseNotFound');
  return course;
}

const presentCourseRow = (row: repo.CourseRow, lessons: number) => ({
  user_id: row.userId,
  name: row.name,
  email: row.email,
  percent: percentOf(row.finished, lessons),
  finished_lessons: row.finished,
  last_activity_at: iso(row.last),
});

export async function readCourseReport(scope: Scope, courseId: number, query: CourseReportQuery) {
  const course = await courseOrNotFound(scope, courseId);
  const key = { tenantId: scope.tenantId, courseId };
  const slice = { limit: REPORT_PAGE_SIZE, offset: (query.page - 1) * REPORT_PAGE_SIZE };
  const [summary, rows] = await Promise.all([
    repo.courseSummary(scope.db, key),
    repo.courseRows(scope.db, { ...key, sort: query.sort, order: query.order, slice }),
  ]);
  return {
    course: { id: course.id, title: course.title },
    lessons: course.lessons,
    total: summary.total,
    started: summary.started,
    finished: summary.finished,
    funnel: summary.funnel.map((step) => ({ module_id: step.moduleId, title: step.title, finished: step.finished })),
    rows: rows.map((row) => presentCourseRow(row, course.lessons)),
    page: query.page,
    page_count: pages(summary.total),
  };
}

export const COURSE_CSV_HEADER = ['name', 'email', 'progress_percent', 'finished_lessons', 'lessons', 'last_activity_at'];

/** The course's report as CSV, by name; call courseOrNotFound first, so a 404 is answered before the file starts. */
export async function* courseCsv(scope: Scope, course: { id: number; lessons: number }): AsyncGenerator<string> {
  yield csvStart(COURSE_CSV_HEADER);
  let after: repo.Slice['after'];
  for (;;) {
    const rows = await repo.courseRows(scope.db, {
      tenantId: scope.tenantId,
      courseId: course.id,
      sort: 'name',
      order: 'asc',
      slice: { limit: CSV_BATCH, after },
    });
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const shown = presentCourseRow(row, course.lessons);
        return [
          shown.name,
          shown.email,
          String(shown.percent),
          String(shown.finished_lessons),
          String(course.lessons),
          shown.last_activity_at ?? '',
        ];
      }),
    );
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    after = { name: last.name, id: last.userId };
  }
}

export async function quizOrNotFound(scope: Scope, quizId: number) {
  const quiz = await repo.findQuiz(scope.db, { tenantId: scope.tenantId, quizId });
  if (!quiz) throw notFound(scope.lang, 'quizNotFound');
  return quiz;
}

const presentQuizRow = (row: repo.QuizRow) => ({
  user_id: row.userId,
  name: row.name,
  email: row.email,
  attempts: row.attempts,
  best_score: row.best === null ? null : Number(row.best),
  passed: row.passed,
  last_attempt_at: iso(row.last),
});

export async function readQuizReport(scope: Scope, quizId: number, query: QuizReportQuery) {
  const quiz = await quizOrNotFound(scope, quizId);
  const key = { tenantId: scope.tenantId, quizId };
  const slice = { limit: REPORT_PAGE_SIZE, offset: (query.page - 1) * REPORT_PAGE_SIZE };
  const [totals, rows] = await Promise.all([
    repo.quizTotals(scope.db, key),
    repo.quizRows(scope.db, { ...key, sort: query.sort, order: query.order, slice }),
  ]);
  return {
    quiz,
    total: totals.total,
    passed: totals.passed,
    rows: rows.map(presentQuizRow),
    page: query.page,
    page_count: pages(totals.total),
  };
}

export const QUIZ_CSV_HEADER = ['name', 'email', 'attempts', 'best_score', 'passed', 'last_attempt_at'];

export async function* quizCsv(scope: Scope, quiz: { id: number }): AsyncGenerator<string> {
  yield csvStart(QUIZ_CSV_HEADER);
  let after: repo.Slice['after'];
  for (;;) {
    const rows = await repo.quizRows(scope.db, {
      tenantId: scope.tenantId,
      quizId: quiz.id,
      sort: 'name',
      order: 'asc',
      slice: { limit: CSV_BATCH, after },
    });
    if (rows.length === 0) return;
    yield csvLines(
      rows
        .map(presentQuizRow)
        .map((row) => [
          row.name,
          row.email,
          String(row.attempts),
          row.best_score === null ? '' : String(row.best_score),
          row.passed ? 'yes' : 'no',
          row.last_attempt_at ?? '',
        ]),
    );
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    after = { name: last.name, id: last.userId };
  }
}
