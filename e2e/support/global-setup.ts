import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForUrl } from '../../scripts/lib/processes';
import { launch, SHARED_ACCOUNTS, type SharedAccount, type StorageState } from './chromium';
import { startDnsServer } from './dns';

const root = path.resolve(import.meta.dirname, '../..');

/** One server of the run: each test worker drives its own (support/server.ts), so specs never share data. */
export type E2eServer = {
  port: number;
  /** The server's DATA_DIR: specs read the mail it writes to DATA_DIR/outbox (no HTTP route shows mail). */
  dataDir: string;
  /** One signed-in session per shared account, opened once for the run (support/chromium.ts). */
  sessions: Partial<Record<SharedAccount, StorageState>>;
  /**
   * The JSON file of TXT records the server's DNS_SERVERS answers from, read on every query
   * (support/dns.ts): a spec proves a school's domain by writing its record there.
   */
  dnsRecords: string;
};

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

/**
 * Signs each shared account in once, through POST /api/login from a page on Aurora's host (Node
 * cannot resolve *.localhost; Chromium can), and keeps the cookies the browser got.
 */
async function openSessions(port: number) {
  const browser = await launch();
  try {
    const sessions: Partial<Record<SharedAccount, StorageState>> = {};
    for (const email of SHARED_ACCOUNTS) {
      const context = await browser.newContext({ baseURL: `http://aurora.localhost:${port}` });
      const page = await context.newPage();
      await page.goto('/api/health');
      const status = await page.evaluate(
        async (email) =>
          (
            await fetch('/api/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: 'trilha123' }),
            })
          ).status,
        email,
      );
      if (status !== 200) throw new Error(`global setup: signing in ${email} answered ${status}`);
      sessions[email] = await context.storageState();
      await context.close();
    }
    return sessions;
  } finally {
    await browser.close();
  }
}

type Started = E2eServer & { child: ChildProcess; dns: Awaited<ReturnType<typeof startDnsServer>> };

/** Starts the real server (built web app, fresh embedded database with the demo schools). */
async function startServer(webDist: string): Promise<Started> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-e2e-'));
  const port = await freePort();
  // The records live beside DATA_DIR, not in it: the server owns what is inside.
  const dns = await startDnsServer(await mkdtemp(path.join(os.tmpdir(), 'trilha-e2e-dns-')));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT: '1000',
      // Notification e-mail after 2 seconds, not 5 minutes: notification-mail.spec.ts sees the digest arrive.
      NOTIFICATION_MAIL_DELAY_SECONDS: '2',
      // Specs skip the seconds a rule waits for (a lesson's believed watching time): support/api.ts advanceClock.
      TEST_CLOCK: '1',
      // On PUBLIC_URL's host (localhost) Aurora's owner is the server's operator: schools.spec.ts opens /operador.
      OPERATOR_EMAILS: 'owner@aurora.test',
      // A domain's TXT record is looked up in the run's own DNS server (support/dns.ts), never the machine's.
      DNS_SERVERS: dns.address,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, child, 90_000);
    return { port, dataDir, child, dns, dnsRecords: dns.file, sessions: await openSessions(port) };
  } catch (error) {
    child.kill('SIGTERM');
    await dns.close();
    await rm(path.dirname(dns.file), { recursive: true, force: true });
    throw error;
  }
}

/** Stops a server, then removes its data directory once the server has let go of it (its exit, not a fixed pause), and its DNS server. */
async function stopServer({ child, dataDir, dns }: Started) {
  const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  // A graceful stop waits for the job in flight; one that hangs is ended after 10 s.
  const hung = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(hung);
  await rm(dataDir, { recursive: true, force: true });
  await dns.close();
  await rm(path.dirname(dns.file), { recursive: true, force: true });
}

/**
 * One server per test worker (vitest.config.ts `maxWorkers`, E2E_WORKERS), each on its own fresh
 * database, so specs running side by side never see each other's data.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the e2e tests`);
  }
  const workers = project.config.maxWorkers;
  const results = await Promise.allSettled(Array.from({ length: workers }, () => startServer(webDist)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(stopServer));
    throw failed.reason;
  }
  project.provide(
    'servers',
    started.map(({ port, dataDir, sessions, dnsRecords }) => ({ port, dataDir, sessions, dnsRecords })),
  );
  return async () => {
    await Promise.all(started.map(stopServer));
  };
}
