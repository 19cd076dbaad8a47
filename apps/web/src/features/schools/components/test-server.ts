import { languages } from '@trilha/shared/platform/languages';
import {
  SCHOOL_MESSAGES,
  type OperatorSchool,
  type SchoolDomain,
  type SchoolExport,
  type SchoolImport,
} from '@trilha/shared/schools/schemas';
import { CHALLENGE_LABEL } from '@trilha/shared/schools/constants';
import i18n from 'i18next';
import { stubFetchRoutes, toasts, type Call, type Handler, type Reply } from '../../../test/fetch-routes';
import { owner, tenant } from '../../../test/render-app';
import { stubXhr, type XhrUpload } from '../../../test/stub-xhr';
import strings from '../locales';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Schools and domains"): a drift in schoolPaths fails these tests. */
export const PATHS = {
  schools: '/api/operator/schools',
  schoolsFrom: (cursor: number) => `/api/operator/schools?cursor=${cursor}`,
  school: (id: number) => `/api/operator/schools/${id}`,
  domains: '/api/admin/domains',
  domain: (id: number) => `/api/admin/domains/${id}`,
  verify: (id: number) => `/api/admin/domains/${id}/verify`,
  export: '/api/admin/export',
  exportState: (id: number) => `/api/admin/exports/${id}`,
  import: '/api/operator/schools/import',
  importState: (id: number) => `/api/operator/schools/imports/${id}`,
};

/**
 * The feature's strings in the running i18next, as the edit panel and /operador load them with
 * their code (app/locales/staff.ts); here, before the first render, so the file needs nothing from app/.
 */
export function loadSchoolStrings() {
  const add = () => {
    for (const lang of languages) i18n.addResourceBundle(lang, 'translation', strings[lang], true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** lib/toast as these tests see it: each toast's words land in `toasts` (the file's vi.mock hands it in). */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

/** The server's operator: Aurora's owner, on the console's host. */
export const operator = { ...owner, operator: true as const };

/** One school of the console; `id` 1 is Aurora, the console's own (render-app's tenant). */
export const schoolOf = (id: number, fields: Partial<OperatorSchool> = {}): OperatorSchool => ({
  id,
  name: `Escola ${id}`,
  slug: `escola-${id}`,
  active: true,
  hosts: [`escola-${id}.localhost`],
  students: 0,
  storage_bytes: 0,
  created_at: '2025-03-12T10:00:00.000Z',
  ...fields,
});

export const aurora = schoolOf(tenant.id, {
  name: 'Escola Aurora',
  slug: 'aurora',
  hosts: ['aurora.localhost', 'cursos.aurora.com.br'],
  students: 1234,
  storage_bytes: 2_516_582,
});
export const boreal = schoolOf(2, {
  name: 'Instituto Boreal',
  slug: 'boreal',
  hosts: ['boreal.localhost'],
  students: 8,
  storage_bytes: 851_968,
});
export const closed = schoolOf(3, { name: 'Escola Fechada', slug: 'fechada', active: false, hosts: ['fechada.localhost'] });

/** The token the server would put in a new domain's TXT record. */
const tokenOf = (id: number) => `token-${id}-0123456789abcdef`;

export const domainOf = (id: number, host: string, fields: Partial<SchoolDomain> = {}): SchoolDomain => ({
  id,
  host,
  status: 'pending',
  primary: false,
  verification: { type: 'TXT', name: `${CHALLENGE_LABEL}.${host}`, value: tokenOf(id) },
  ...fields,
});

export const localHost = domainOf(1, 'aurora.localhost', { status: 'verified' });
/** Where a school's CNAME points: the server's own host name. */
export const TARGET = 'trilha.exemplo.com.br';

type Options = {
  /** The console's pages, in order: each but the last names the next by its last school's id. */
  pages?: OperatorSchool[][];
  domains?: SchoolDomain[];
  /** What DNS holds, TXT values by name: a verify finds its record here or is refused as the server refuses. */
  dns?: Record<string, string[]>;
  /** Whether pages move to the primary domain. */
  redirect?: boolean;
  /** What an export's reads answer in turn (the last one repeats). */
  exportScript?: Omit<SchoolExport, 'id'>[];
  /** What an import's reads answer in turn (the last one repeats). */
  importScript?: Omit<SchoolImport, 'id' | 'host'>[];
  /** Replaces the import upload's 202. */
  importUpload?: (upload: XhrUpload) => Reply | Promise<Reply>;
  routes?: Record<string, Handler>;
};

/** An export as the job leaves it, `created_at` filled in. */
export const exportAt = (fields: Partial<SchoolExport> = {}): Omit<SchoolExport, 'id'> => ({
  state: 'queued',
  progress: 0,
  download_url: null,
  bytes: null,
  error: null,
  created_at: '2026-12-07T10:00:00.000Z',
  ...fields,
});

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
const refused = (status: number, error: string, path?: string): Reply => ({
  status,
  body: path ? { error: 'Dados inválidos', issues: [{ path, message: error }] } : { error },
});

/**
 * A fetch that answers like the schools' server from `state`: a school made joins the last page
 * and a host already served is refused on body.host; the console's own school may not be
 * suspended; a domain added is pending with its TXT record; a verify reads `dns` and says what it
 * found, as the server words it; the last verified host may not go; redirecting needs a verified
 * primary; an export's and an import's reads follow their scripts. `routes` replace any route.
 */
export function serveSchools(options: Options = {}) {
  const state = {
    pages: options.pages ?? [[aurora, boreal, closed]],
    domains: options.domains ?? [localHost],
    dns: options.dns ?? {},
    redirect: options.redirect ?? false,
    nextId: 100,
  };
  /** Each export's and import's reads so far, by id: the script's step they are on. */
  const reads = new Map<string, number>();
  const step = <T>(key: string, script: T[]): T => {
    const at = reads.get(key) ?? 0;
    reads.set(key, at + 1);
    return script[Math.min(at, script.length - 1)] as T;
  };
  const uploads: XhrUpload[] = [];
  stubXhr((upload) => {
    uploads.push(upload);
    return options.importUpload?.(upload) ?? ok({ id: state.nextId++ }, 202);
  });
  const schools = () => state.pages.flat();
  const page = (index: number): Reply => {
    const data = state.pages[index] ?? [];
    const last = data.at(-1);
    const more = index + 1 < state.pages.length && last;
    return { status: 200, body: { data, next_page_url: more ? PATHS.schoolsFrom(last.id) : null } };
  };
  const listing: Record<string, Handler> = { [`GET ${PATHS.schools}`]: () => page(0) };
  state.pages.slice(0, -1).forEach((rows, index) => {
    const last = rows.at(-1);
    if (last) listing[`GET ${PATHS.schoolsFrom(last.id)}`] = () => page(index + 1);
  });

  const create = (call: Call): Reply => {
    const body = call.body as { name: string; host: string; owner_email: string };
    if (schools().some((s) => s.hosts.includes(body.host))) return refused(409, SCHOOL_MESSAGES.hostTaken, 'body.host');
    const made = schoolOf(state.nextId++, { name: body.name, slug: body.host.split('.')[0], hosts: [body.host] });
    state.pages = state.pages.map((rows, index) => (index === state.pages.length - 1 ? [...rows, made] : rows));
    return ok(made, 201);
  };

  const setActive = (call: Call): Reply => {
    const id = Number(call.params.id);
    const { active } = call.body as { active: boolean };
    const found = schools().find((s) => s.id === id);
    if (!found) return refused(404, SCHOOL_MESSAGES.schoolNotFound);
    if (!active && id === tenant.id) return refused(409, SCHOOL_MESSAGES.consoleSchool);
    const changed = { ...found, active };
    state.pages = state.pages.map((rows) => rows.map((s) => (s.id === id ? changed : s)));
    return ok(changed);
  };

  const addDomain = (call: Call): Reply => {
    const { host } = call.body as { host: string };
    if (state.domains.some((d) => d.host === host)) return refused(409, SCHOOL_MESSAGES.hostTaken, 'body.host');
    if (state.domains.length >= 10) return refused(409, SCHOOL_MESSAGES.domainsTooMany);
    const added = domainOf(state.nextId++, host);
    state.domains = [...state.domains, added];
    return ok(added, 201);
  };

  const verify = (call: Call): Reply => {
    const found = state.domains.find((d) => d.id === Number(call.params.id));
    if (!found) return refused(404, SCHOOL_MESSAGES.domainNotFound);
    const { name, value } = found.verification;
    const values = state.dns[name];
    if (!values) return refused(422, SCHOOL_MESSAGES.recordMissing.replace('{name}', name));
    if (!values.includes(value)) {
      const wrong = SCHOOL_MESSAGES.recordWrong.replace('{name}', name).replace('{value}', value);
      return refused(422, wrong.replace('{found}', values.map((v) => `"${v}"`).join(', ')));
    }
    const primary = !found.host.endsWith('.localhost') && !state.domains.some((d) => d.primary);
    const verified: SchoolDomain = { ...found, status: 'verified', primary };
    state.domains = state.domains.map((d) => (d.id === found.id ? verified : d));
    return ok(verified);
  };

  const remove = (call: Call): Reply => {
    const found = state.domains.find((d) => d.id === Number(call.params.id));
    if (!found) return refused(404, SCHOOL_MESSAGES.domainNotFound);
    const othersVerified = state.domains.some((d) => d.id !== found.id && d.status === 'verified');
    if (found.status === 'verified' && !othersVerified) return refused(409, SCHOOL_MESSAGES.lastHost);
    state.domains = state.domains.filter((d) => d.id !== found.id);
    return { status: 204 };
  };

  const setRedirect = (call: Call): Reply => {
    const { redirect_to_primary } = call.body as { redirect_to_primary: boolean };
    if (redirect_to_primary && !state.domains.some((d) => d.primary && d.status === 'verified'))
      return refused(409, SCHOOL_MESSAGES.noPrimary);
    state.redirect = redirect_to_primary;
    return domainList();
  };
  const domainList = (): Reply => ({ status: 200, body: { data: state.domains, target: TARGET, redirect_to_primary: state.redirect } });

  const exportScript = options.exportScript ?? [exportAt()];
  const readExport = (call: Call): Reply => ok({ id: Number(call.params.id), ...step(`export ${call.params.id}`, exportScript) });
  const importScript = options.importScript ?? [{ state: 'queued', school_id: null, error: null }];
  const readImport = (call: Call): Reply => {
    const host = uploads.at(-1)?.fields.host ?? '';
    return ok({ id: Number(call.params.id), host, ...step(`import ${call.params.id}`, importScript) });
  };

  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    'GET /api/me': { status: 200, body: { user: operator } },
    ...listing,
    [`POST ${PATHS.schools}`]: create,
    'PATCH /api/operator/schools/:id': setActive,
    [`GET ${PATHS.domains}`]: domainList,
    [`PATCH ${PATHS.domains}`]: setRedirect,
    [`POST ${PATHS.export}`]: () => ok({ id: state.nextId++ }, 202),
    'GET /api/admin/exports/:id': readExport,
    'GET /api/operator/schools/imports/:id': readImport,
    [`POST ${PATHS.domains}`]: addDomain,
    'POST /api/admin/domains/:id/verify': verify,
    'DELETE /api/admin/domains/:id': remove,
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes });
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  /** The reads of the console's list, as their paths, in order. */
  const listReads = () => server.calls.filter((c) => c.method === 'GET' && c.path.startsWith(PATHS.schools)).map((c) => c.path);
  return { ...server, state, writes, listReads, uploads };
}
