import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HUGE,
  errorEnvelopeProblem,
  fillPath,
  multipartTextForms,
  fuzzTargets,
  isTenantParam,
  propertiesOf,
  rawBodies,
  rawSegments,
  replaceStrings,
  sample,
  unknownIds,
  wrongValues,
  type Target,
} from './fuzz';
import { AURORA, BOREAL, createTestApp } from './harness';

// CONTRACT "Response bodies": no 500 for any input a client can send, and every error is
// `{ error, issues? }`. The routes are read from the app, so routes added later are covered too.

const t = await createTestApp();
afterAll(() => t.close());
const targets = fuzzTargets(t.app.routeList, t.config.webDist);
// fast-check runs per route, fewer as routes are added, to keep the file near a minute on PGlite.
const propertyRuns = Math.max(8, Math.min(25, Math.floor(2_000 / targets.length)));

type Session = { name: string; host: string; email?: string; cookie?: string; ownTenant: string; foreignTenant: string };
const sessions: Session[] = [
  { name: 'anonymous', host: AURORA, ownTenant: '1', foreignTenant: '2' },
  { name: 'aurora student', host: AURORA, email: 'aluno@aurora.test', ownTenant: '1', foreignTenant: '2' },
  { name: 'aurora admin', host: AURORA, email: 'admin@aurora.test', ownTenant: '1', foreignTenant: '2' },
  // The other school's admin: its cookie on Aurora's host, and on its own host naming Aurora's ids.
  { name: 'boreal admin on aurora host', host: AURORA, email: 'admin@boreal.test', ownTenant: '1', foreignTenant: '2' },
  { name: 'boreal admin', host: BOREAL, email: 'admin@boreal.test', ownTenant: '1', foreignTenant: '1' },
];

/** Signs the sessions in again when a fuzzed route (logout, a delete) ended them. */
async function refreshSessions() {
  for (const s of sessions) {
    if (!s.email) continue;
    const host = s.email.endsWith('@boreal.test') ? BOREAL : AURORA;
    if (s.cookie && (await t.request({ url: '/api/me', host, cookie: s.cookie })).statusCode === 200) continue;
    s.cookie = await t.login(s.email, host).catch(() => undefined);
  }
}

const short = (v: unknown) => {
  // JSON.stringify answers undefined for undefined, functions and symbols, whatever its declared type says.
  const text = (JSON.stringify(v) as string | undefined) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
};

type Send = {
  session: Session;
  path?: string;
  payload?: unknown;
  type?: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

function fuzzer(target: Target) {
  const failures: string[] = [];
  const hasBody = !['GET', 'DELETE'].includes(target.method) || target.body !== undefined;

  async function send({ session, path, payload, type, query, headers }: Send): Promise<LightMyRequestResponse> {
    const body = payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
    return t.request({
      method: target.method,
      url: path ?? fillPath(target.url, {}),
      host: session.host,
      cookie: session.cookie,
      query,
      payload: body,
      headers: { ...(body !== undefined ? { 'content-type': type ?? 'application/json' } : {}), ...headers },
    });
  }

  function problem(res: LightMyRequestResponse): string | null {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode >= 400) {
      const envelope = errorEnvelopeProblem(res.body);
      return envelope && `${res.statusCode} ${envelope}`;
    }
    return null;
  }

  async function check(label: string, request: Send) {
    const res = await send(request);
    const found = problem(res);
    if (found) failures.push(`${request.session.name}, ${label}: ${found}`);
  }

  return { failures, send, problem, check, hasBody };
}

async function fuzzPaths(target: Target, f: ReturnType<typeof fuzzer>) {
  for (const session of sessions) {
    const own = Object.fromEntries(target.params.map((p) => [p, isTenantParam(p) ? session.ownTenant : '1']));
    await f.check('plain request', { session, path: fillPath(target.url, own), payload: f.hasBody ? sample(target.body) : undefined });
    for (const param of target.params) {
      const values = isTenantParam(param) ? [session.foreignTenant, ...unknownIds] : unknownIds;
      for (const value of values) {
        await f.check(`:${param}=${short(value)}`, { session, path: fillPath(target.url, { ...own, [param]: value }) });
      }
      for (const raw of rawSegments) {
        await f.check(`raw :${param}=${raw}`, { session, path: fillPath(target.url, { ...own, [param]: raw }, true) });
      }
    }
    await f.check('foreign tenantId header', { session, headers: { tenantid: session.foreignTenant } });
    await f.check('junk tenantId header', { session, headers: { tenantid: 'abc' } });
  }
}

async function fuzzBodies(target: Target, f: ReturnType<typeof fuzzer>) {
  const valid = sample(target.body);
  const fields = Object.entries(propertiesOf(target.body)).slice(0, 30);
  for (const session of [sessions[1]!, sessions[2]!]) {
    for (const raw of rawBodies) await f.check(raw.name, { session, payload: raw.payload, type: raw.type });
    await f.check('every string 100k chars', { session, payload: replaceStrings(valid, HUGE) });
    await f.check('every string with a NUL byte', { session, payload: replaceStrings(valid, 'a\u0000b') });
    for (const form of multipartTextForms(valid, 'a\u0000b')) {
      await f.check(`multipart ${form.field} with a NUL byte`, { session, payload: form.payload, type: form.type });
    }
    await f.check('huge unknown field', { session, payload: { ...(valid as object), [HUGE.slice(0, 5_000)]: HUGE } });
    for (const [name, schema] of fields) {
      for (const value of wrongValues(schema)) {
        await f.check(`body.${name}=${short(value)}`, { session, payload: { ...(valid as object), [name]: value } });
      }
    }
  }
}

async function fuzzQuery(target: Target, f: ReturnType<typeof fuzzer>) {
  const keys = Object.keys(propertiesOf(target.query));
  const values: (string | string[])[] = ['', 'abc', '-1', '0', '1e30', '2147483648', HUGE, 'a\u0000b', ['1', '2']];
  for (const session of [sessions[1]!, sessions[2]!]) {
    await f.check('unknown query', { session, query: { [HUGE.slice(0, 2_000)]: HUGE } });
    for (const key of keys) {
      for (const value of values) await f.check(`?${key}=${short(value)}`, { session, query: { [key]: value } });
    }
  }
}

/** Arbitrary JSON bodies (shaped like the schema or not), strings for params and query. */
async function fuzzProperty(target: Target, f: ReturnType<typeof fuzzer>) {
  const shaped = Object.fromEntries(Object.keys(propertiesOf(target.body)).map((k) => [k, fc.jsonValue()]));
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.integer().map(String),
    fc.constantFrom(...unknownIds.slice(0, -1)),
  );
  const input = fc.record({
    session: fc.constantFrom(...sessions),
    params: fc.array(text, { minLength: target.params.length, maxLength: target.params.length }),
    query: fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(propertiesOf(target.query)), 'page'), fc.string()), text, { maxKeys: 3 }),
    body: fc.oneof(fc.jsonValue(), fc.record(shaped, { requiredKeys: [] })),
  });
  const details = await fc.check(
    fc.asyncProperty(input, async ({ session, params, query, body }) => {
      const path = fillPath(target.url, Object.fromEntries(target.params.map((p, i) => [p, params[i]!])));
      const res = await f.send({ session, path, query, payload: f.hasBody ? body : undefined });
      const found = f.problem(res);
      if (found) throw new Error(found);
    }),
    { numRuns: propertyRuns },
  );
  if (details.failed) f.failures.push(`fast-check: ${fc.defaultReportMessage(details)?.slice(0, 1_000)}`);
}

describe('no input a client can send yields a 500 (CONTRACT "Response bodies")', () => {
  it('reads the registered routes from the app', () => {
    const names = targets.map((target) => `${target.method} ${target.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/me',
        'PUT /api/me',
        'GET /api/tenant',
        // The lesson screen (docs/lesson-page.md): its settings, comments and likes.
        'GET /api/auth/tenants/template_settings/:tenant',
        'POST /api/auth/comunidade/comentarios/activeComment',
        'GET /api/auth/aulas/:tenant/:lessonId/comments',
        'POST /api/auth/aulas/:tenant/:lessonId/comments',
        'DELETE /api/auth/aulas/:tenant/comments/:commentId',
        'GET /api/auth/aulas/:tenant/:lessonId/like',
        'PUT /api/auth/aulas/:tenant/:lessonId/like',
        'DELETE /api/auth/aulas/:tenant/:lessonId/like',
      ]),
    );
  });

  for (const target of targets) {
    it(`${target.method} ${target.url}`, async () => {
      await refreshSessions();
      const f = fuzzer(target);
      await fuzzPaths(target, f);
      if (f.hasBody) await fuzzBodies(target, f);
      await fuzzQuery(target, f);
      await fuzzProperty(target, f);
      expect(f.failures).toEqual([]);
    }, 120_000);
  }
});
