import { languages } from '@trilha/shared/platform/languages';
import type { CourseReport, CourseReportRow, QuizReport, QuizReportRow } from '@trilha/shared/reports/schemas';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { stubFetchRoutes, type Call, type Handler, type Reply } from '../../../test/fetch-routes';
import { owner, renderShell } from '../../../test/render-app';
import reports from '../locales';
import type { ReportChoices } from './report-choices';

/** The contract's paths, by hand (CONTRACT "Products, students and access", reports): a drift in reportPaths fails these tests. */
export const PATHS = {
  course: (id: number) => `/api/admin/reports/courses/${id}`,
  courseCsv: (id: number) => `/api/admin/reports/courses/${id}.csv`,
  quiz: (id: number) => `/api/admin/reports/quizzes/${id}`,
  quizCsv: (id: number) => `/api/admin/reports/quizzes/${id}.csv`,
};

/**
 * The reports' strings, until the edit panel's registry loads them with the rest of its own
 * (app/locales/staff.ts, which render-app's renderShell registers); adding them twice changes nothing.
 */
function addReportStrings() {
  const add = () => {
    for (const lang of languages) i18n.addResourceBundle(lang, 'translation', reports[lang], true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** Renders a reports screen as the school's owner sees it in the edit panel. */
export function renderReports(ui: ReactNode) {
  addReportStrings();
  return renderShell(ui, { user: owner });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const COURSE_ID = 10;
export const QUIZ_ID = 5;

/** The courses and quizzes the panel offers, as the edit panel hands them in. */
export const courseChoices: ReportChoices = {
  options: [
    { value: COURSE_ID, label: 'Fotografia com o Celular' },
    { value: 11, label: 'Edição no Lightroom' },
  ],
  loading: false,
  failed: false,
};
export const quizChoices: ReportChoices = {
  options: [
    { value: QUIZ_ID, label: 'Prova de fotografia' },
    { value: 6, label: 'Qual é o seu estilo?' },
  ],
  loading: false,
  failed: false,
};

/** Ana 40% along and active five minutes ago, Bruno never started, Carla finished all ten lessons. */
export const courseRows: CourseReportRow[] = [
  { user_id: 11, name: 'Ana Souza', email: 'ana@aurora.test', percent: 40, finished_lessons: 4, last_activity_at: minutesAgo(5) },
  { user_id: 12, name: 'Bruno Lima', email: 'bruno@aurora.test', percent: 0, finished_lessons: 0, last_activity_at: null },
  { user_id: 13, name: 'Carla Dias', email: 'carla@aurora.test', percent: 100, finished_lessons: 10, last_activity_at: minutesAgo(90) },
];

/** Ana passed on her second try with 87.5; Bruno failed three times; Carla's quiz gave no score. */
export const quizRows: QuizReportRow[] = [
  { user_id: 11, name: 'Ana Souza', email: 'ana@aurora.test', attempts: 2, best_score: 87.5, passed: true, last_attempt_at: minutesAgo(5) },
  {
    user_id: 12,
    name: 'Bruno Lima',
    email: 'bruno@aurora.test',
    attempts: 3,
    best_score: 40,
    passed: false,
    last_attempt_at: minutesAgo(60),
  },
  { user_id: 13, name: 'Carla Dias', email: 'carla@aurora.test', attempts: 1, best_score: null, passed: false, last_attempt_at: null },
];

/** Three modules: everyone got through the first, fewer through each next. */
export const funnel = [
  { module_id: 1, title: 'Primeiros passos', finished: 20 },
  { module_id: 2, title: 'Luz e enquadramento', finished: 12 },
  { module_id: 3, title: 'Edição no celular', finished: 5 },
];

type Sortable = Record<string, string | number | boolean | null>;
/** What each sort reads of a row, as the server's ORDER BY would. */
const SORT_FIELDS: Record<string, string> = {
  name: 'name',
  progress: 'percent',
  last_activity: 'last_activity_at',
  attempts: 'attempts',
  best_score: 'best_score',
  last_attempt: 'last_attempt_at',
};

/** The page the server would send: the rows sorted as asked (nulls last), `pageSize` of them from the page asked. */
function pageOf<Row>(rows: Row[], query: URLSearchParams, pageSize: number, defaultSort: string) {
  const field = SORT_FIELDS[query.get('sort') ?? defaultSort] ?? 'name';
  const direction = query.get('order') === 'asc' ? 1 : -1;
  const value = (row: Row) => (row as Sortable)[field] ?? null;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  });
  const page = Number(query.get('page') ?? 1);
  return {
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    page_count: Math.max(1, Math.ceil(rows.length / pageSize)),
  };
}

type Options = {
  course?: Partial<Omit<CourseReport, 'rows' | 'page' | 'page_count'>>;
  courseRows?: CourseReportRow[];
  quiz?: Partial<Omit<QuizReport, 'rows' | 'page' | 'page_count'>>;
  quizRows?: QuizReportRow[];
  /** Rows a page (the server's is 50): smaller to have several pages of few rows. */
  pageSize?: number;
  /** Answers every report read instead of the report (a refusal, a failure). */
  failure?: Reply;
  routes?: Record<string, Handler>;
};

/**
 * The reports' test server: GET a course's or a quiz's report (sorted and paged as asked, from the
 * rows given), any other report id 404 with the contract's message. `reads(path)` gives the query
 * of each read of that report, in order; `answer` is that server, for a route a test holds back.
 */
export function serveReports(options: Options = {}) {
  const state = { failure: options.failure };
  const pageSize = options.pageSize ?? 50;
  const answer = (call: Call): Reply => {
    const url = new URL(call.path, 'http://school.test');
    if (call.method !== 'GET') return [405, { error: 'Método não permitido' }];
    if (state.failure) return state.failure;
    if (url.pathname === PATHS.course(COURSE_ID)) {
      const rows = options.courseRows ?? courseRows;
      const course = {
        course: { id: COURSE_ID, title: 'Fotografia com o Celular' },
        lessons: 10,
        total: 20,
        started: 14,
        finished: 5,
        funnel,
      };
      return [200, { data: { ...course, ...options.course, ...pageOf(rows, url.searchParams, pageSize, 'progress') } }];
    }
    if (url.pathname === PATHS.quiz(QUIZ_ID)) {
      const rows = options.quizRows ?? quizRows;
      const quiz = { quiz: { id: QUIZ_ID, name: 'Prova de fotografia' }, total: 3, passed: 1 };
      return [200, { data: { ...quiz, ...options.quiz, ...pageOf(rows, url.searchParams, pageSize, 'best_score') } }];
    }
    if (url.pathname.startsWith('/api/admin/reports/courses/')) return [404, { error: 'Curso não encontrado' }];
    if (url.pathname.startsWith('/api/admin/reports/quizzes/')) return [404, { error: 'Avaliação não encontrada' }];
    return [404, { error: 'Não encontrado.' }];
  };
  const server = stubFetchRoutes(options.routes ?? {}, answer);
  const reads = (path: string) =>
    server.calls
      .map((call) => new URL(call.path, 'http://school.test'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...server, state, reads, answer };
}
