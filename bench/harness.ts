import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { seedIfEmpty } from '../apps/server/src/seed/seed';
import { freePort, waitForUrl } from '../scripts/lib/processes';
import { BENCH_STUDENT, seedLargeSchool } from './seed-large';

/** One measured request: who sends it and where; `optional` cases are skipped with a note when missing. */
export type BenchCase = {
  name: string;
  path: string;
  /** `students`: each page view (or each request, without a sequence) as the next of BENCH_STUDENTS students. */
  as: 'anonymous' | 'student' | 'students';
  optional?: boolean;
  /** Several paths sent in turn on every connection (one page view's calls); `path` is then its last. */
  sequence?: string[];
};

export type Measurement = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

const root = path.resolve(import.meta.dirname, '..');
export const HOST = 'aurora.localhost';

/** BENCH_CPU_PROF=<dir>: the real server writes a V8 CPU profile there when the run ends (node --cpu-prof). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

function child(entry: string, env: Record<string, string>, profile = false): ChildProcess {
  const prof = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return spawn(process.execPath, [...prof, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The real server (main.ts, embedded database in a fresh DATA_DIR with the demo schools and the
 * large school) and the bare route, each in its own process; the load comes from this one.
 */
export async function startServers() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-bench-'));
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const large = await seedLargeSchool(database.db);
  await database.close();

  const [appPort, barePort] = [await freePort(), await freePort()];
  // LOGIN_RATE_LIMIT: one IP signs in every bench student up front, as for the e2e server.
  const app = child(
    'apps/server/src/main.ts',
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT: '1000',
    },
    true,
  );
  const bare = child('bench/bare.ts', { PORT: String(barePort) });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitForUrl(`${appUrl}/api/health`, app), waitForUrl(`${bareUrl}/bare`, bare)]);
  return {
    appUrl,
    bareUrl,
    large,
    async stop() {
      for (const p of [app, bare]) p.kill('SIGTERM');
      await Promise.all([app, bare].map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : Promise.resolve())));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench student's session cookie (the large school's enrolled student with progress). */
export async function studentCookie(appUrl: string, email = BENCH_STUDENT): Promise<string> {
  const res = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'trilha123' }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * How many different students the `students` cases rotate through: the server keeps per-user data
 * in memory, and one cookie would measure a single warm entry, not a school's traffic.
 */
export const BENCH_STUDENTS = 50;

/** Session cookies of the first `count` bench students (aluno1…), signed in one after another. */
export async function studentCookies(appUrl: string, count = BENCH_STUDENTS): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 1; i <= count; i++) cookies.push(await studentCookie(appUrl, `aluno${i}@bench.aurora.test`));
  return cookies;
}

type Step = {
  method: 'GET';
  path: string;
  setupRequest?: (req: autocannon.Request, context: Record<string, unknown>) => autocannon.Request;
};

/**
 * The requests of one connection's loop. With `cookies`, the loop's first request takes the next
 * cookie in turn and the rest of the sequence reuses it (autocannon's per-connection context), so
 * one page view is one student's.
 */
function steps(paths: string[], cookies: string[]): Step[] {
  let next = 0;
  return paths.map((path, index) => ({
    method: 'GET',
    path,
    setupRequest: (req, context) => {
      if (index === 0) context.cookie = cookies[next++ % cookies.length];
      return { ...req, headers: { ...req.headers, cookie: String(context.cookie) } };
    },
  }));
}

export async function measure(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; sequence?: string[]; path?: string; cookies?: string[] },
): Promise<Measurement> {
  const paths = opts.sequence ?? (opts.path ? [opts.path] : undefined);
  const requests = paths && (opts.cookies?.length ? steps(paths, opts.cookies) : paths.map((path) => ({ method: 'GET' as const, path })));
  const headers = { host: HOST, ...opts.headers };
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers, requests });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
