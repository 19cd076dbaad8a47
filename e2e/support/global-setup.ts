import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForUrl } from '../../scripts/lib/processes';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The server's DATA_DIR: specs read the mail it writes to DATA_DIR/outbox (no HTTP route shows mail). */
    dataDir: string;
  }
}

/** Starts the real server (built web app, fresh embedded database with the demo schools) once per run. */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the e2e tests`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', DATABASE_URL: '', LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, child, 90_000);
  project.provide('port', port);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
  };
}
