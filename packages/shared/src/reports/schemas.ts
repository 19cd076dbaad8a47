import { z } from 'zod';
import type { Translations } from '../platform/translations';
import { idParam } from '../platform/http';

/** Rows a report screen shows at once; the CSV has them all. */
export const REPORT_PAGE_SIZE = 50;
/** Past this page a report is read as CSV (a bound on the offset, not on the school). */
export const REPORT_PAGE_MAX = 2_000;

export const REPORT_MESSAGES = {
  courseNotFound: 'Curso não encontrado',
  quizNotFound: 'Avaliação não encontrada',
  sortInvalid: 'Ordenação inválida',
  pageInvalid: 'Página inválida',
} as const;
export const REPORT_TRANSLATIONS = {
  courseNotFound: { pt: REPORT_MESSAGES.courseNotFound, en: 'Course not found', es: 'Curso no encontrado' },
  quizNotFound: { pt: REPORT_MESSAGES.quizNotFound, en: 'Quiz not found', es: 'Evaluación no encontrada' },
  sortInvalid: { pt: REPORT_MESSAGES.sortInvalid, en: 'Invalid sort', es: 'Orden no válido' },
  pageInvalid: { pt: REPORT_MESSAGES.pageInvalid, en: 'Invalid page', es: 'Página no válida' },
} as const satisfies Translations<typeof REPORT_MESSAGES>;
export type ReportMessageKey = keyof typeof REPORT_TRANSLATIONS;

export const courseReportParams = z.object({ courseId: idParam });
export const quizReportParams = z.object({ quizId: idParam });

const order = z.enum(['asc', 'desc'], { error: REPORT_MESSAGES.sortInvalid }).default('desc');
const page = z.coerce
  .number({ error: REPORT_MESSAGES.pageInvalid })
  .int(REPORT_MESSAGES.pageInvalid)
  .min(1, REPORT_MESSAGES.pageInvalid)
  .max(REPORT_PAGE_MAX, REPORT_MESSAGES.pageInvalid)
  .default(1);

export const COURSE_REPORT_SORTS = ['name', 'progress', 'last_activity'] as const;
export type CourseReportSort = (typeof COURSE_REPORT_SORTS)[number];
export const courseReportQuery = z.object({
  sort: z.enum(COURSE_REPORT_SORTS, { error: REPORT_MESSAGES.sortInvalid }).default('progress'),
  order,
  page,
});
export type CourseReportQuery = z.infer<typeof courseReportQuery>;

export const QUIZ_REPORT_SORTS = ['name', 'attempts', 'best_score', 'last_attempt'] as const;
export type QuizReportSort = (typeof QUIZ_REPORT_SORTS)[number];
export const quizReportQuery = z.object({
  sort: z.enum(QUIZ_REPORT_SORTS, { error: REPORT_MESSAGES.sortInvalid }).default('best_score'),
  order,
  page,
});
export type QuizReportQuery = z.infer<typeof quizReportQuery>;

const when = z.string().nullable();

export const courseReportRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Finished published lessons over the course's published lessons, 0-100. */
  percent: z.number().int(),
  finished_lessons: z.number().int(),
  last_activity_at: when,
});
export type CourseReportRow = z.infer<typeof courseReportRow>;

/** One step of the completion funnel: students who finished every published lesson of the module (and of none, its place). */
export const funnelStep = z.object({ module_id: z.number().int(), title: z.string(), finished: z.number().int() });
export type FunnelStep = z.infer<typeof funnelStep>;

/**
 * The course's students (whoever holds a product that opens it, an expired one too), a page of them
 * sorted as asked, and the completion funnel by module in the course's order.
 */
export const courseReportReply = z.object({
  data: z.object({
    course: z.object({ id: z.number().int(), title: z.string() }),
    lessons: z.number().int(),
    total: z.number().int(),
    /** Students who finished at least one lesson. */
    started: z.number().int(),
    /** Students who finished every published lesson of the course. */
    finished: z.number().int(),
    funnel: z.array(funnelStep),
    rows: z.array(courseReportRow),
    page: z.number().int(),
    page_count: z.number().int(),
  }),
});
export type CourseReport = z.infer<typeof courseReportReply>['data'];

export const quizReportRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  attempts: z.number().int(),
  best_score: z.number().nullable(),
  passed: z.boolean(),
  last_attempt_at: when,
});
export type QuizReportRow = z.infer<typeof quizReportRow>;

/** Everyone who submitted the quiz at least once: attempts, best score, passed (any attempt at or above the pass mark). */
export const quizReportReply = z.object({
  data: z.object({
    quiz: z.object({ id: z.number().int(), name: z.string() }),
    total: z.number().int(),
    passed: z.number().int(),
    rows: z.array(quizReportRow),
    page: z.number().int(),
    page_count: z.number().int(),
  }),
});
export type QuizReport = z.infer<typeof quizReportReply>['data'];
