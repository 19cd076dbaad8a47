import type { ImportStatus } from '@trilha/shared/students/import-schemas';
import type { Enrollment, StudentDetail, StudentRow } from '@trilha/shared/students/schemas';
import { notFound, stubFetchRoutes, toasts, type Call, type Handler, type Reply } from '../../../test/fetch-routes';
import { tenant } from '../../../test/render-app';
import { stubXhr, type XhrUpload } from '../../../test/stub-xhr';
import type { ProductChoices } from './product-choices';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Products, students and access"): a drift in studentPaths fails these tests. */
export const PATHS = {
  students: '/api/admin/students',
  student: (id: number) => `/api/admin/students/${id}`,
  enrollments: (id: number) => `/api/admin/students/${id}/enrollments`,
  enrollment: (id: number) => `/api/admin/enrollments/${id}`,
  invite: (id: number) => `/api/admin/students/${id}/invite`,
  export: '/api/admin/students.csv',
  import: '/api/admin/students/import',
  importStatus: (id: number) => `/api/admin/imports/${id}`,
};

/** The school's products, as the edit panel hands them to the section. */
export const products: ProductChoices = {
  options: [
    { value: 1, label: 'Plano Anual' },
    { value: 2, label: 'Mentoria' },
    { value: 3, label: 'Degustação' },
  ],
  loading: false,
  failed: false,
};
const titleOf = (productId: number) => products.options?.find((o) => o.value === productId)?.label ?? `#${productId}`;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Active, seen five minutes ago, 40% along: a yearly plan until mid-2030, and mentoring for life. */
export const ana: StudentRow = {
  id: 11,
  name: 'Ana Souza',
  email: 'ana@aurora.test',
  active: true,
  products: [
    { id: 1, title: 'Plano Anual', expires_at: '2030-06-15T12:00:00.000Z' },
    { id: 2, title: 'Mentoria', expires_at: null },
  ],
  last_seen_at: minutesAgo(5),
  progress_percent: 40,
};
/** Inactive, never seen, holding a trial that ended. */
export const bruno: StudentRow = {
  id: 12,
  name: 'Bruno Lima',
  email: 'bruno@aurora.test',
  active: false,
  products: [{ id: 3, title: 'Degustação', expires_at: '2024-01-10T12:00:00.000Z' }],
  last_seen_at: null,
  progress_percent: 0,
};
/** Active, no products yet. */
export const carla: StudentRow = {
  id: 13,
  name: 'Carla Dias',
  email: 'carla@aurora.test',
  active: true,
  products: [],
  last_seen_at: minutesAgo(60 * 30),
  progress_percent: 100,
};
/** The school's owner, who holds a product too: managed in the staff list. */
export const olga: StudentRow = { ...carla, id: 14, name: 'Olga Dona', email: 'owner@aurora.test', progress_percent: 0 };

const enrollmentsOf = (row: StudentRow): Enrollment[] =>
  row.products.map((p, i) => ({
    id: row.id * 100 + i + 1,
    product_id: p.id,
    product_title: p.title,
    source: 'manual',
    granted_at: '2025-07-01T12:00:00.000Z',
    expires_at: p.expires_at,
  }));

/** A student's drawer as the server would draw it from their row. */
export const detailOf = (row: StudentRow, fields: Partial<StudentDetail> = {}): StudentDetail => ({
  id: row.id,
  name: row.name,
  email: row.email,
  active: row.active,
  staff: false,
  last_seen_at: row.last_seen_at,
  enrollments: enrollmentsOf(row),
  courses: [],
  quizzes: [],
  ...fields,
});

/** Ana's drawer: a sale and a manual grant, two courses, a graded quiz passed and a behavioural one. */
export const anaDetail = detailOf(ana, {
  enrollments: [
    {
      id: 1101,
      product_id: 1,
      product_title: 'Plano Anual',
      source: 'sale',
      granted_at: '2025-06-15T12:00:00.000Z',
      expires_at: '2030-06-15T12:00:00.000Z',
    },
    { id: 1102, product_id: 2, product_title: 'Mentoria', source: 'manual', granted_at: '2025-07-01T12:00:00.000Z', expires_at: null },
  ],
  courses: [
    { course_id: 10, title: 'Fotografia com o Celular', percent: 40, last_activity_at: minutesAgo(5) },
    { course_id: 11, title: 'Edição no Lightroom', percent: 0, last_activity_at: null },
  ],
  quizzes: [
    { quiz_id: 1, name: 'Prova final', best_score: 85, passed: true },
    { quiz_id: 2, name: 'Qual é o seu estilo?', best_score: null, passed: false },
  ],
});

/** lib/toast as these tests see it: each toast's words land in `toasts` (the file's vi.mock hands it in). */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
type Body = Record<string, unknown>;

/** A CSV upload as the import's XMLHttpRequest sent it: its text fields and its file. */
export type ImportUpload = XhrUpload;
/** The answers an import's status read gives in turn (the last one repeats), from its upload. */
export type ImportScript = (upload: ImportUpload, id: number) => ImportStatus[];

/** An import as GET /api/admin/imports/{id} draws it: settled, empty, unless `fields` say otherwise. */
export const importOf = (fields: Partial<ImportStatus> = {}): ImportStatus => ({
  id: 1,
  state: 'done',
  dry_run: true,
  send_invite: false,
  total: 0,
  done: 0,
  created: 0,
  enrolled: 0,
  unchanged: 0,
  errors: [],
  rows: [],
  failure: null,
  created_at: '2026-03-01T12:00:00.000Z',
  finished_at: '2026-03-01T12:00:05.000Z',
  ...fields,
});

/** Dora a new account, Ana enrolled in something new, Bruno holding it all already, and line 5's bad e-mail. */
export const fourLines: ImportScript = (upload, id) => [
  importOf({
    id,
    dry_run: upload.fields.dry_run === '1',
    send_invite: upload.fields.send_invite === '1',
    total: 4,
    done: 4,
    created: 1,
    enrolled: 1,
    unchanged: 1,
    errors: [{ row: 5, message: 'E-mail inválido' }],
    rows: [
      { row: 2, email: 'dora@aurora.test', outcome: 'new', message: null },
      { row: 3, email: 'ana@aurora.test', outcome: 'enrolled', message: null },
      { row: 4, email: 'bruno@aurora.test', outcome: 'unchanged', message: null },
      { row: 5, email: 'eva@@aurora', outcome: 'error', message: 'E-mail inválido' },
    ],
  }),
];

/** A CSV file of `text` (a name ending .csv, the type browsers give it). */
export const csvFile = (text = 'name,email,products\nDora Reis,dora@aurora.test,Mentoria\n', name = 'alunos.csv') =>
  new File([text], name, { type: 'text/csv' });

type Options = {
  students?: StudentRow[];
  details?: StudentDetail[];
  pageSize?: number;
  listStatus?: number;
  routes?: Record<string, Handler>;
  /** What each upload's status reads answer (fourLines by default). */
  importScript?: ImportScript;
  /** Imports the server already has, by id: their status reads' answers in turn. */
  imports?: Record<number, ImportStatus[]>;
  /** Answers the uploads instead (a refusal). */
  importUpload?: (upload: ImportUpload) => Reply | Promise<Reply>;
};

/**
 * A fetch that answers like the directory's server from `state` (rows in id order, `pageSize` a
 * page, narrowed as the contract says); `routes` replace any route. `state.listStatus` breaks the list.
 */
export function serveStudents(options: Options = {}) {
  const rows = options.students ?? [ana, bruno, carla];
  const state = {
    students: rows,
    details: new Map(rows.map((row) => [row.id, options.details?.find((d) => d.id === row.id) ?? detailOf(row)])),
    pageSize: options.pageSize ?? 25,
    listStatus: options.listStatus ?? 200,
    nextId: 90,
    imports: new Map(Object.entries(options.imports ?? {}).map(([id, answers]) => [Number(id), [...answers]])),
    nextImportId: 40,
    /** While set, uploads wait for it half sent (to see the upload's bar). */
    uploadGate: null as Promise<unknown> | null,
  };
  /** Every CSV upload, in order. */
  const uploads: ImportUpload[] = [];
  const detail = (call: Call) => state.details.get(Number(call.params.id));
  const save = (saved: StudentDetail) => {
    state.details.set(saved.id, saved);
    state.students = state.students.map((row) =>
      row.id === saved.id
        ? {
            ...row,
            name: saved.name,
            active: saved.active,
            products: saved.enrollments.map((e) => ({ id: e.product_id, title: e.product_title, expires_at: e.expires_at })),
          }
        : row,
    );
    return saved;
  };

  const list = (call: Call): Reply => {
    const url = new URL(call.path, 'http://aurora.test');
    if (call.method !== 'GET' || url.pathname !== PATHS.students) return notFound;
    if (state.listStatus !== 200) return { status: state.listStatus, body: { error: 'Erro' } };
    const q = url.searchParams;
    const words = q.get('query')?.toLowerCase();
    const found = state.students
      .filter((s) => !words || `${s.name} ${s.email}`.toLowerCase().includes(words))
      .filter((s) => !q.get('product_id') || s.products.some((p) => p.id === Number(q.get('product_id'))))
      .filter((s) => !q.get('status') || s.active === (q.get('status') === 'active'))
      .filter((s) => s.id > Number(q.get('cursor') ?? 0));
    const page = found.slice(0, state.pageSize);
    const more = found.length > page.length;
    if (more) q.set('cursor', String(page.at(-1)?.id));
    return { status: 200, body: { data: page, next_page_url: more ? `${url.pathname}?${q}` : null } };
  };

  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`POST ${PATHS.students}`]: (call) => {
      const body = call.body as Body;
      const productIds = (body.product_ids as number[] | undefined) ?? [];
      const expiresAt = (body.expires_at as string | undefined) ?? null;
      const row: StudentRow = {
        id: state.nextId++,
        name: String(body.name),
        email: String(body.email),
        active: true,
        products: productIds.map((id) => ({ id, title: titleOf(id), expires_at: expiresAt })),
        last_seen_at: null,
        progress_percent: 0,
      };
      state.students = [...state.students, row];
      const created = detailOf(row);
      state.details.set(row.id, created);
      return ok(created, 201);
    },
    'GET /api/admin/students/:id': (call) => {
      const found = detail(call);
      return found ? ok(found) : { status: 404, body: { error: 'Aluno não encontrado' } };
    },
    'PATCH /api/admin/students/:id': (call) => {
      const found = detail(call);
      if (!found) return { status: 404, body: { error: 'Aluno não encontrado' } };
      const body = call.body as Partial<StudentDetail>;
      if (found.staff && body.active === false) {
        return { status: 409, body: { error: 'Membros da equipe não são desativados aqui: remova a pessoa da equipe antes' } };
      }
      return ok(save({ ...found, ...body }));
    },
    'POST /api/admin/students/:id/enrollments': (call) => {
      const found = detail(call);
      if (!found) return { status: 404, body: { error: 'Aluno não encontrado' } };
      const body = call.body as Body;
      const enrollment: Enrollment = {
        id: 5000 + found.enrollments.length,
        product_id: Number(body.product_id),
        product_title: titleOf(Number(body.product_id)),
        source: 'manual',
        granted_at: new Date().toISOString(),
        expires_at: (body.expires_at as string | undefined) ?? null,
      };
      save({ ...found, enrollments: [...found.enrollments, enrollment] });
      return ok(enrollment, 201);
    },
    'DELETE /api/admin/enrollments/:id': (call) => {
      const id = Number(call.params.id);
      const owner = [...state.details.values()].find((d) => d.enrollments.some((e) => e.id === id));
      if (!owner) return { status: 404, body: { error: 'Matrícula não encontrada' } };
      save({ ...owner, enrollments: owner.enrollments.filter((e) => e.id !== id) });
      return { status: 204 };
    },
    'GET /api/admin/imports/:id': (call) => {
      const answers = state.imports.get(Number(call.params.id));
      const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
      return answer ? ok(answer) : { status: 404, body: { error: 'Importação não encontrada' } };
    },
    'POST /api/admin/students/:id/invite': (call) => {
      const found = detail(call);
      if (found && !found.active) return { status: 409, body: { error: 'Reative o aluno antes de reenviar o e-mail de boas-vindas' } };
      return { status: 202 };
    },
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes }, list);

  // The import's upload (multipart, through XMLHttpRequest for its progress): 202 with a new id; a
  // real one (dry_run 0) adds Dora to the school, as the file of fourLines would.
  const script = options.importScript ?? fourLines;
  stubXhr(async (upload) => {
    uploads.push(upload);
    await state.uploadGate;
    if (options.importUpload) return options.importUpload(upload);
    if (upload.method !== 'POST' || upload.url !== PATHS.import) return notFound;
    const id = state.nextImportId++;
    state.imports.set(id, script(upload, id));
    if (upload.fields.dry_run === '0') {
      const dora: StudentRow = {
        ...carla,
        id: state.nextId++,
        name: 'Dora Reis',
        email: 'dora@aurora.test',
        last_seen_at: null,
        progress_percent: 0,
      };
      state.students = [...state.students, dora];
      state.details.set(dora.id, detailOf(dora));
    }
    return { status: 202, body: { data: { id } } };
  });
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  /** The directory's reads, each as its query's parameters. */
  const listQueries = () =>
    server.calls
      .filter((c) => c.method === 'GET' && new URL(c.path, 'http://aurora.test').pathname === PATHS.students)
      .map((c) => Object.fromEntries(new URL(c.path, 'http://aurora.test').searchParams));
  return { ...server, state, writes, listQueries, uploads };
}
