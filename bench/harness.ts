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
export type BenchCase = { name: string; path: string; as: 'anonymous' | 'student'; optional?: boolean };

export type Measurement = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

const root = path.resolve(import.meta.dirname, '..');
export const HOST = 'aurora.localhost';

function child(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
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
  const app = child('apps/server/src/main.ts', { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
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
      await Promise.all([app, bare].map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench student's session cookie (the large school's enrolled student with progress). */
export async function studentCookie(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_STUDENT, password: 'trilha123' }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function measure(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Measurement> {
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: { host: HOST, ...opts.headers } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
