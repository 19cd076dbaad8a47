import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from 'vitest';
import { freePort, waitForUrl } from '../../../../scripts/lib/processes';

/**
 * The real server (main.ts) as its own process, for the tests that need more than one process or
 * a process to die: two processes on one database (two-processes.test.ts), a kill -9 in the middle
 * of a fan-out (notifications/crash.test.ts). Requests go to Aurora's host.
 */
const HOST = 'aurora.localhost';
const ORIGIN = 'http://aurora.localhost:3000';
const root = path.resolve(import.meta.dirname, '../../../..');

export type ServerProcess = { url: string; child: ChildProcess };

/** `databaseUrl` empty: the embedded database in `dataDir` (PGlite, one process at a time). */
export async function startServer(opts: {
  databaseUrl: string;
  dataDir: string;
  /** Called with each line the server logs (LOG_LEVEL debug then, so the job worker's lines come too). */
  onLog?: (line: string) => void;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'server-process-test-secret-server-process-test',
      LOG_LEVEL: opts.onLog ? 'debug' : 'warn',
      // A rule that waits on the clock (believed watching time) is skipped with POST /api/test/clock.
      TEST_CLOCK: '1',
    },
    stdio: ['ignore', opts.onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  if (opts.onLog) {
    const onLog = opts.onLog;
    createInterface({ input: child.stdout! }).on('line', onLog);
  }
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, child);
  return { url, child };
}

/** Ends the process (SIGTERM: its job in flight finishes, main.ts) and waits for it to exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

type Call = { method?: string; cookie?: string; body?: unknown; form?: FormData; headers?: Record<string, string> };

export async function call(server: ServerProcess, pathname: string, { method = 'GET', cookie, body, form, headers = {} }: Call = {}) {
  const res = await fetch(server.url + pathname, {
    method: form ? 'POST' : method,
    headers: {
      host: HOST,
      ...(method === 'GET' && !form ? {} : { origin: ORIGIN }),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>, res };
}

/** Signs in with the demo password; answers the Cookie header to send. */
export async function login(server: ServerProcess, email: string) {
  const { status, res } = await call(server, '/api/login', { method: 'POST', body: { email, password: 'trilha123' } });
  expect(status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
