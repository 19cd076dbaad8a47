import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { seedIfEmpty } from '../apps/server/src/seed/seed';
import { freePort, waitForUrl } from '../scripts/lib/processes';
import { seedLargeGamification } from './seed-gamification';
import { BENCH_STUDENT, seedLargeSchool } from './seed-large';
import { seedClassCommunity, seedFanoutSchool, seedLargeNotifications } from './seed-notifications';

/** One measured request: who sends it and where; `optional` cases are skipped with a note when missing. */
export type BenchCase = {
  name: string;
  path: string;
  /** `students`: each page view (or each request, without a sequence) as the next of BENCH_STUDENTS students. */
  as: 'anonymous' | 'student' | 'students';
  optional?: boolean;
  /** Several paths sent in turn on every connection (one page view's calls); `path` is then its last. */
  sequence?: string[];
  /** While measured, each student also saves lesson progress and toggles a favourite (bench/writers.ts). */
  writers?: boolean;
  /** Sent to every server process of the leg at once (PostgreSQL only: the embedded database is one process's). */
  acrossProcesses?: boolean;
};

export type Measurement = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

const root = path.resolve(import.meta.dirname, '..');
export const HOST = 'aurora.localhost';

/** BENCH_CPU_PROF=<dir>: the real server writes a V8 CPU profile there when the run ends (node --cpu-prof). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

/** A bench process (the real server, the bare route) run by tsx from the project's root; `profile`: BENCH_CPU_PROF applies to it. */
function child(entry: string, env: Record<string, string>, profile = false): ChildProcess {
  const prof = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return spawn(process.execPath, [...prof, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The real server (main.ts) on `port`, over `dataDir` (PGlite) or `databaseUrl`; `env` adds to the
 * bench's settings. LOGIN_RATE_LIMIT: one IP signs in every bench student up front, as for the e2e server.
 */
export function serverProcess(
  opts: { port: number; dataDir: string; databaseUrl: string; profile?: boolean },
  env: Record<string, string> = {},
): ChildProcess {
  return child(
    'apps/server/src/main.ts',
    {
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: opts.databaseUrl,
      LOGIN_RATE_LIMIT: '1000',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      ...env,
    },
    opts.profile,
  );
}

/**
 * The real server over a database already seeded, and the bare route, each in its own process,
 * once both answer: for a bench that seeds a school of its own (students.ts, sales.ts).
 */
export async function serveSeeded(opts: { dataDir: string; databaseUrl: string }) {
  const [port, barePort] = [await freePort(), await freePort()];
  const app = serverProcess({ port, ...opts, profile: true });
  const bare = child('bench/bare.ts', { PORT: String(barePort) });
  const appUrl = `http://127.0.0.1:${port}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitForUrl(`${appUrl}/api/health`, app), waitForUrl(`${bareUrl}/bare`, bare)]);
  return { appUrl, bareUrl, processes: [app, bare] };
}

/** Stops bench processes and waits until each has exited. */
export async function stopProcesses(processes: ChildProcess[]) {
  for (const p of processes) p.kill('SIGTERM');
  await Promise.all(processes.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : Promise.resolve())));
}

export type Leg = 'pglite' | 'postgres';

/** A throwaway cluster in `clusterDir` with an empty `trilha_bench` database; its URL. Stop it with pgCluster('stop', clusterDir). */
export async function benchDatabase(clusterDir: string): Promise<string> {
  const adminUrl = pgCluster('start', clusterDir);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database trilha_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/trilha_bench';
  return url.toString();
}

/** Runs scripts/pg-cluster.sh, the test suite's throwaway cluster (loopback, trust auth, no fsync). */
export function pgCluster(action: 'start' | 'stop', dir: string): string {
  return execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), action, dir], { encoding: 'utf8' }).trim();
}

/**
 * The real server (main.ts) with the demo schools and the large school, and the bare route, each in
 * its own process; the load comes from this one. `pglite`: the embedded database in a fresh DATA_DIR.
 * `postgres`: a throwaway PostgreSQL cluster, served by `processes` servers at once (a school that
 * outgrew one process), each with the production pool (platform/db/client.ts).
 */
export async function startServers(leg: Leg, processes = 1) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-bench-'));
  // Beside DATA_DIR, not in it: mkdtemp folders are the caller's alone, and the cluster runs as the postgres user.
  const clusterDir = `${dataDir}-pg`;
  const databaseUrl = leg === 'postgres' ? await benchDatabase(clusterDir) : '';
  let large: Awaited<ReturnType<typeof seedLargeSchool>>;
  let notifications: Awaited<ReturnType<typeof seedLargeNotifications>>;
  let fanout: Awaited<ReturnType<typeof seedFanoutSchool>> & { classCommunity: number };
  let gamification: Awaited<ReturnType<typeof seedLargeGamification>>;
  try {
    const database = await openDatabase({ url: databaseUrl || undefined, dataDir });
    await seedIfEmpty(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    large = await seedLargeSchool(database.db);
    notifications = await seedLargeNotifications(database.db, large.community.id);
    gamification = await seedLargeGamification(database.db, { productId: large.productId, communityId: large.community.id });
    fanout = { ...(await seedFanoutSchool(database.db)), classCommunity: (await seedClassCommunity(database.db)).id };
    await database.close();
  } catch (error) {
    // A failed seed must not leave the throwaway cluster running or the folder behind.
    if (leg === 'postgres') pgCluster('stop', clusterDir);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const barePort = await freePort();
  const apps = ports.map((port, index) => serverProcess({ port, dataDir, databaseUrl, profile: index === 0 }));
  const bare = child('bench/bare.ts', { PORT: String(barePort) });
  const appUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await Promise.all([...appUrls.map((url, i) => waitForUrl(`${url}/api/health`, apps[i]!)), waitForUrl(`${bareUrl}/bare`, bare)]);
  return {
    appUrls,
    appUrl: appUrls[0]!,
    bareUrl,
    large,
    notifications,
    gamification,
    fanout,
    /** The first server process's resident memory now and at its peak (Linux's /proc), in MB. */
    memory: () => residentMemory(apps[0]!),
    async stop() {
      await stopProcesses([...apps, bare]);
      if (leg === 'postgres') pgCluster('stop', clusterDir);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A process's resident set now (VmRSS) and its high-water mark (VmHWM), in MB, from /proc: the
 * server's whole footprint, the embedded database's thread and every cache included.
 */
export function residentMemory(process: ChildProcess): { nowMb: number; peakMb: number } | null {
  if (!process.pid) return null;
  try {
    const status = readFileSync(`/proc/${process.pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { nowMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null; // not Linux: the figure is left out
  }
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

/** What Chromium sends: cached replies go out compressed to it, so the bench asks the same way. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

type MeasureOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  sequence?: string[];
  path?: string;
  cookies?: string[];
};

export async function measure(url: string, opts: MeasureOptions): Promise<Measurement> {
  const paths = opts.sequence ?? (opts.path ? [opts.path] : undefined);
  const requests = paths && (opts.cookies?.length ? steps(paths, opts.cookies) : paths.map((path) => ({ method: 'GET' as const, path })));
  const headers = { host: HOST, ...BROWSER_HEADERS, ...opts.headers };
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers, requests });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/**
 * The same load spread over several servers at once (two processes on one database), the
 * connections split between them. Requests add up; the latencies reported are the worst server's.
 */
export async function measureAcross(urls: string[], opts: MeasureOptions): Promise<Measurement> {
  const share = Math.max(1, Math.round(opts.connections / urls.length));
  const parts = await Promise.all(urls.map((url) => measure(url, { ...opts, connections: share })));
  return {
    rps: parts.reduce((sum, m) => sum + m.rps, 0),
    p50: Math.max(...parts.map((m) => m.p50)),
    p99: Math.max(...parts.map((m) => m.p99)),
    non2xx: parts.reduce((sum, m) => sum + m.non2xx, 0),
    errors: parts.reduce((sum, m) => sum + m.errors, 0),
  };
}
