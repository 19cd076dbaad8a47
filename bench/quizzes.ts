import autocannon from 'autocannon';
import type { CommunityCase } from './communities';
import { HOST, studentCookie, type Measurement } from './harness';

const TENANT = 1;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** The seeded graded quiz placed nowhere (seed/aurora-quizzes.ts): every bench student may take it. */
const REVIEW = 'Revisão geral da Escola Aurora';

type DriveOptions = { appUrl: string; connections: number; seconds: number; cookies: string[] };
/** `amount`: exactly that many requests (autocannon then ignores the duration), for a case whose every request uses up what it acts on. */
type DriveLimit = DriveOptions & { amount?: number };
type Request = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: string; cookie: string };

const originOf = (appUrl: string) => `http://${HOST}:${new URL(appUrl).port}`;

async function call(appUrl: string, { method, path, body, cookie }: Request) {
  const res = await fetch(appUrl + path, {
    method,
    headers: { host: HOST, origin: originOf(appUrl), cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown };
}

/** Request n as `next(n)`: a method, a path, a body and whose cookie. Every status but 2xx counts as non-2xx. */
async function drive(next: (n: number) => Request, { appUrl, connections, seconds, amount }: DriveLimit): Promise<Measurement> {
  let sent = 0;
  const result = await autocannon({
    url: appUrl,
    connections,
    duration: seconds,
    ...(amount === undefined ? {} : { amount }),
    headers: { host: HOST, origin: originOf(appUrl), ...BROWSER_HEADERS },
    requests: [
      {
        setupRequest: (req) => {
          const r = next(sent++);
          // A JSON type only with a body: Fastify refuses an empty body sent as JSON.
          const type: Record<string, string> = r.body ? { 'content-type': 'application/json' } : {};
          return { ...req, method: r.method, path: r.path, body: r.body, headers: { ...req.headers, ...type, cookie: r.cookie } };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

type Attempt = { quizId: number; attemptId: number; answers: { question_id: number; option_ids: number[] }[] };
type Found = { owner: string; quizId: number };

/** Starts (or resumes) the student's attempt on the quiz, with an answer to every question to save. */
async function openAttempt(appUrl: string, quizId: number, cookie: string): Promise<Attempt> {
  const res = await call(appUrl, { method: 'POST', path: `/api/auth/quiz/attempts/${quizId}`, cookie });
  const data = (res.json() as { data: { id: number; questions: { id: number; options: { id: number }[] }[] } }).data;
  return { quizId, attemptId: data.id, answers: data.questions.map((q) => ({ question_id: q.id, option_ids: [q.options[0]!.id] })) };
}

/**
 * What the cases need from the running server, found once: the owner's cookie, the review quiz's
 * id, and each bench student's open attempt on it (started here, so the measured starts are the
 * resumes a refresh or a second tab makes).
 */
function fixtures() {
  let found: Promise<Found> | null = null;
  let attempts: Promise<Attempt[]> | null = null;
  const ready = (appUrl: string, cookie: string) =>
    (found ??= (async () => {
      const owner = await studentCookie(appUrl, 'owner@aurora.test');
      const list = await call(appUrl, { method: 'GET', path: `/api/auth/avaliacoes/${TENANT}`, cookie });
      const quiz = (list.json() as { data: { quiz: { id: number; name: string } }[] }).data.find((d) => d.quiz.name === REVIEW);
      if (!quiz) throw new Error(`bench: the seeded quiz "${REVIEW}" is not there`);
      return { owner, quizId: quiz.quiz.id };
    })());
  const attemptsOf = (appUrl: string, cookies: string[]) =>
    (attempts ??= (async () => {
      const { quizId } = await ready(appUrl, cookies[0]!);
      const all: Attempt[] = [];
      for (const cookie of cookies) all.push(await openAttempt(appUrl, quizId, cookie));
      return all;
    })());
  return { ready, attemptsOf, submitPool: submitPool(ready) };
}

/** How many copies of the review quiz the submit case spreads its attempts over: one open attempt per student and quiz. */
const SUBMIT_QUIZZES = 40;

/**
 * The submit case's setup, run before it is measured: SUBMIT_QUIZZES published copies of the review
 * quiz (its five questions, no time limit), an attempt of every bench student on each, started
 * with an answer to every question saved. Each measured request then submits one of them, once.
 */
function submitPool(ready: (appUrl: string, cookie: string) => Promise<Found>) {
  return async (appUrl: string, cookies: string[]): Promise<(Attempt & { cookie: string })[]> => {
    const { owner, quizId } = await ready(appUrl, cookies[0]!);
    const staffQuestions = await call(appUrl, { method: 'GET', path: `/api/auth/quiz/questions/${quizId}`, cookie: owner });
    type StaffQuestion = {
      text: string;
      type: string;
      points: number;
      feedback: string | null;
      options: { label: string; is_correct: boolean }[];
    };
    const questions = (staffQuestions.json() as { data: StaffQuestion[] }).data;
    const copies: number[] = [];
    for (let i = 1; i <= SUBMIT_QUIZZES; i++) {
      const body = { name: `Bench submit ${i}`, tenant_id: TENANT, type: 'comun', goal: 70, published: 1, repeat: 1, stopwatch: 0 };
      const made = await call(appUrl, { method: 'POST', path: '/api/auth/quiz/create', body: JSON.stringify(body), cookie: owner });
      if (made.status !== 201) throw new Error(`bench: creating a submit quiz answered ${made.status}`);
      const id = (made.json() as { data: { id: number } }).data.id;
      for (const q of questions) {
        const question = { text: q.text, type: q.type, points: q.points, feedback: q.feedback, options: q.options };
        await call(appUrl, { method: 'POST', path: `/api/auth/quiz/questions/${id}`, body: JSON.stringify(question), cookie: owner });
      }
      copies.push(id);
    }
    const pool: (Attempt & { cookie: string })[] = [];
    // One student's starts and saves in order, ten students at a time: setup, not measured.
    for (let from = 0; from < cookies.length; from += 10) {
      await Promise.all(
        cookies.slice(from, from + 10).map(async (cookie) => {
          for (const id of copies) {
            const a = await openAttempt(appUrl, id, cookie);
            const saved = await call(appUrl, {
              method: 'PUT',
              path: `/api/auth/quiz/attempts/${id}/${a.attemptId}/answers`,
              body: JSON.stringify({ answers: a.answers }),
              cookie,
            });
            if (saved.status !== 200) throw new Error(`bench: saving a submit attempt answered ${saved.status}`);
            pool.push({ ...a, cookie });
          }
        }),
      );
    }
    return pool;
  };
}

/**
 * The quizzes' calls under load (docs/performance.md "Quizzes") (names start with "quiz" for
 * BENCH_ONLY=quiz): the editors' list and show (legacy envelope), a student's /avaliacoes, resuming an
 * attempt (the start a refresh makes) saving answers and submitting, 50 students in turn. The demo school's
 * quizzes (seed/aurora-quizzes.ts).
 */
export function quizCases(): CommunityCase[] {
  const { ready, attemptsOf, submitPool: poolOf } = fixtures();
  const probeWith = (request: (f: Found, cookie: string) => Request) => async (appUrl: string, cookie: string) =>
    (await call(appUrl, request(await ready(appUrl, cookie), cookie))).status;
  const driveWith = (request: (f: Found, n: number, cookies: string[]) => Request) => async (opts: DriveOptions) => {
    const f = await ready(opts.appUrl, opts.cookies[0]!);
    return drive((n) => request(f, n, opts.cookies), opts);
  };
  /** An editors' read, as the owner (found in the case's setup), at 10 connections. */
  const staffRead = (name: string, path: (f: Found) => string) => ({
    name: `quiz: ${name}, owner`,
    path: `/api/auth/quiz/${TENANT}`,
    as: 'student' as const,
    optional: true,
    connections: [10],
    probe: probeWith((f) => ({ method: 'GET', path: path(f), cookie: f.owner })),
    drive: driveWith((f) => ({ method: 'GET', path: path(f), cookie: f.owner })),
  });
  const save = (a: Attempt, cookie: string): Request => ({
    method: 'PUT',
    path: `/api/auth/quiz/attempts/${a.quizId}/${a.attemptId}/answers`,
    body: JSON.stringify({ answers: a.answers }),
    cookie,
  });
  return [
    staffRead('GET /api/auth/quiz/{tenant} (editors’ list, legacy envelope)', () => `/api/auth/quiz/${TENANT}`),
    staffRead('GET /api/auth/quiz/show/{id}', (f) => `/api/auth/quiz/show/${f.quizId}`),
    staffRead('GET /api/auth/quiz/questions/{quizId} (the /quiz page)', (f) => `/api/auth/quiz/questions/${f.quizId}`),
    staffRead('GET /api/auth/quiz/profiles/{quizId} (the /quiz page)', (f) => `/api/auth/quiz/profiles/${f.quizId}`),
    {
      name: 'quiz: GET /api/auth/avaliacoes/{tenant}/{quizId} (the quiz screen before it starts), 50 students',
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
      probe: probeWith((f, cookie) => ({ method: 'GET', path: `/api/auth/avaliacoes/${TENANT}/${f.quizId}`, cookie })),
      drive: driveWith((f, n, cookies) => ({
        method: 'GET',
        path: `/api/auth/avaliacoes/${TENANT}/${f.quizId}`,
        cookie: cookies[n % cookies.length]!,
      })),
    },
    {
      name: 'quiz: GET …/attempts/{quizId}/{attemptId} (a reload of the quiz screen), 50 students',
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
      probe: async (appUrl, cookie) => {
        const { quizId } = await ready(appUrl, cookie);
        const a = await openAttempt(appUrl, quizId, cookie);
        return (await call(appUrl, { method: 'GET', path: `/api/auth/quiz/attempts/${quizId}/${a.attemptId}`, cookie })).status;
      },
      drive: async (opts) => {
        const all = await attemptsOf(opts.appUrl, opts.cookies);
        return drive((n) => {
          const a = all[n % all.length]!;
          return {
            method: 'GET',
            path: `/api/auth/quiz/attempts/${a.quizId}/${a.attemptId}`,
            cookie: opts.cookies[n % opts.cookies.length]!,
          };
        }, opts);
      },
    },
    {
      name: 'quiz: GET /api/auth/avaliacoes/{tenant} (my quizzes), 50 students',
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
    },
    {
      name: 'quiz: POST /api/auth/quiz/attempts/{quizId} (resume the open attempt), 50 students',
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
      probe: probeWith((f, cookie) => ({ method: 'POST', path: `/api/auth/quiz/attempts/${f.quizId}`, cookie })),
      drive: driveWith((f, n, cookies) => ({
        method: 'POST',
        path: `/api/auth/quiz/attempts/${f.quizId}`,
        cookie: cookies[n % cookies.length]!,
      })),
    },
    {
      name: 'quiz: PUT …/attempts/{quizId}/{attemptId}/answers (save 5 answers), 50 students',
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
      probe: async (appUrl, cookie) => {
        const { quizId } = await ready(appUrl, cookie);
        return (await call(appUrl, save(await openAttempt(appUrl, quizId, cookie), cookie))).status;
      },
      drive: async (opts) => {
        const all = await attemptsOf(opts.appUrl, opts.cookies);
        return drive((n) => save(all[n % all.length]!, opts.cookies[n % opts.cookies.length]!), opts);
      },
    },
    {
      // Last: its setup adds SUBMIT_QUIZZES quizzes to the school, which the reads above would list.
      name: `quiz: POST …/attempts/{quizId}/{attemptId}/submit (grade 5 answers, a fresh attempt each), 50 students`,
      path: `/api/auth/avaliacoes/${TENANT}`,
      as: 'students',
      optional: true,
      connections: [50],
      // A submit uses its attempt up: no warm-up, and exactly as many requests as attempts were prepared.
      noWarmup: true,
      // Probes run before any case is driven: the attempts the cases above use are started after it (attemptsOf).
      probe: async (appUrl, cookie) => {
        const { quizId } = await ready(appUrl, cookie);
        const a = await openAttempt(appUrl, quizId, cookie);
        return (await call(appUrl, { method: 'POST', path: `/api/auth/quiz/attempts/${quizId}/${a.attemptId}/submit`, cookie })).status;
      },
      drive: async (opts) => {
        const pool = await poolOf(opts.appUrl, opts.cookies);
        return drive(
          (n) => {
            const a = pool[n % pool.length]!;
            return { method: 'POST', path: `/api/auth/quiz/attempts/${a.quizId}/${a.attemptId}/submit`, cookie: a.cookie };
          },
          { ...opts, amount: pool.length },
        );
      },
    },
  ];
}
