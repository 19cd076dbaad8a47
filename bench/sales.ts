import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { homeViewCalls } from '@trilha/shared/home/view';
import { salePaths } from '@trilha/shared/sales/paths';
import { webhookSignature } from '../apps/server/src/features/sales/providers/webhook';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, rowsOf, type Db } from '../apps/server/src/platform/db/client';
import { seedIfEmpty } from '../apps/server/src/seed/seed';
import { pacedLoad, type PacedRequest } from './paced';
import { benchDatabase, HOST, measure, pgCluster, serveSeeded, stopProcesses, studentCookie, type Measurement } from './harness';

/**
 * Selling through a payment platform (docs/performance.md "Sales"), on a throwaway PostgreSQL cluster
 * (BENCH_LEGS=pglite runs the embedded database). The generic webhook is switched on for Aurora with
 * a product mapped; each call is a new buyer's sale, signed as a platform signs it.
 *
 * 1. Accepting: calls arriving at random around RATE a second for SECONDS (a launch day's stream,
 *    bench/paced.ts), each answered once recorded with its job; the target is p99 under 50 ms at
 *    1,000 a second. The bare route is loaded at the same pace in the same run, for the ratio.
 * 2. Draining: the grants those calls queued (a new account, the product, the welcome mail each)
 *    run in the job while a student loads the home page; its p99 is measured before the burst and
 *    during the drain, and the drain's time is reported.
 *
 *   npx tsx bench/sales.ts       (BENCH_RATE, default 1000; BENCH_SECONDS, default 10;
 *                                 BENCH_ACCEPT_ONLY=1 stops after the accepting phase)
 */
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEG = process.env.BENCH_LEGS === 'pglite' ? 'pglite' : 'postgres';
const SECRET = 'bench-webhook-secret-0123456789abcdef0123456789';
const CODE = 'bench-curso';
/** At most this many calls in flight: a platform's senders, each waiting for its answer. */
const CONNECTIONS = 64;

/** The generic webhook on, with its secret and one code mapped to Plano Essencial; its path. */
async function switchOn(db: Db): Promise<string> {
  const result = await db.execute(sql`
    insert into sale_integrations (tenant_id, provider, enabled, secret) values (1, 'webhook', true, ${SECRET})
    on conflict (tenant_id, provider) do update set enabled = true, secret = excluded.secret
    returning key`);
  await db.execute(sql`
    insert into sale_mappings (tenant_id, provider, external_id, product_id)
    select 1, 'webhook', ${CODE}, id from products where tenant_id = 1 and title = 'Plano Essencial'`);
  return `/api/webhooks/webhook/${rowsOf<{ key: string }>(result)[0]!.key}`;
}

/** Every call sent in this run: the deliveries log the staff's screen then pages through. */
let delivered = 0;

/**
 * Calls arriving at random around `rate` a second (bench/paced.ts: open loop, latency from the moment
 * each was due), each a sale of its own (a new transaction and buyer), signed as a platform signs it.
 */
async function deliver(appUrl: string, webhookPath: string, run: string, seconds = SECONDS): Promise<Measurement & { sent: number }> {
  const call = (n: number): PacedRequest => {
    const body = JSON.stringify({
      event: 'grant',
      transaction_id: `${run}-${n}`,
      email: `comprador-${run}-${n}@carga.aurora.test`,
      name: `Comprador ${n}`,
      external_id: CODE,
    });
    const headers = { host: HOST, 'content-type': 'application/json', 'x-trilha-signature': webhookSignature(body, SECRET) };
    return { method: 'POST', path: webhookPath, headers, body: Buffer.from(body) };
  };
  // Signed before the clock starts: the sender's work shares the machine's two cores with the server's.
  const prepared = Array.from({ length: Math.ceil(RATE * seconds * 1.2) }, (_, n) => call(n));
  // Half a second for the sender's own garbage to be collected, or its pause counts as the server's.
  await new Promise((resolve) => setTimeout(resolve, 500));
  let sent = 0;
  const result = await pacedLoad({
    appUrl,
    connections: CONNECTIONS,
    seconds,
    rate: RATE,
    request: (n) => {
      sent += 1;
      return prepared[n] ?? call(n);
    },
  });
  delivered += sent;
  return { ...result, sent };
}

/** The bare route at the same pace: what the machine and the load's own pattern cost, for the ratio. */
const bareAtPace = (bareUrl: string) =>
  pacedLoad({
    appUrl: bareUrl,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rate: RATE,
    request: () => ({ method: 'GET', path: '/bare', headers: {} }),
  });

const queued = async (db: Db) =>
  Number(
    rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from jobs where queue = 'sales.process' and status in ('pending', 'running')`),
    )[0]!.n,
  );

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-bench-sales-'));
  const clusterDir = `${dataDir}-pg`;
  const databaseUrl = LEG === 'postgres' ? await benchDatabase(clusterDir) : '';
  const processes = [];
  try {
    const seeding = await openDatabase({ url: databaseUrl || undefined, dataDir });
    await seedIfEmpty(seeding.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    const webhookPath = await switchOn(seeding.db);
    await seeding.close();

    const served = await serveSeeded({ dataDir, databaseUrl });
    processes.push(...served.processes);
    const { appUrl, bareUrl } = served;
    // The job's queue is read from a connection of its own (PGlite: the server holds the directory).
    const watcher = LEG === 'postgres' ? await openDatabase({ url: databaseUrl, dataDir }) : null;
    const student = await studentCookie(appUrl, 'aluno@aurora.test');
    const home = homeViewCalls(1);
    const homeView = () => measure(appUrl, { connections: 10, seconds: 6, sequence: home, headers: { cookie: student } });

    const bareFigure = await measure(bareUrl, { connections: 10, seconds: 6, path: '/bare' });
    const barePaced = await bareAtPace(bareUrl);
    await deliver(appUrl, webhookPath, 'aquecimento');
    if (watcher) while ((await queued(watcher.db)) > 0) await new Promise((r) => setTimeout(r, 500));
    const quiet = await homeView();

    // The path warmed again right before (the drain above left it cold for minutes): the figure is the
    // rate held, not the first second's compiling.
    await deliver(appUrl, webhookPath, 'aquecimento-2', 2);
    const accepted = await deliver(appUrl, webhookPath, `carga${Date.now()}`);
    if (process.env.BENCH_ACCEPT_ONLY) {
      console.log(
        `\n${LEG}; bare ${bareFigure.rps.toFixed(0)} req/s; bare paced at ${RATE}/s p50 ${barePaced.p50} p99 ${barePaced.p99}; webhook paced at ${RATE}/s: ${accepted.rps.toFixed(0)} req/s, p50 ${accepted.p50} ms, p99 ${accepted.p99} ms`,
      );
      return;
    }
    const drainStarted = performance.now();
    const waiting = watcher ? await queued(watcher.db) : NaN;
    const during = await homeView();
    if (watcher) while ((await queued(watcher.db)) > 0) await new Promise((r) => setTimeout(r, 500));
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    await watcher?.close();
    // 3. The staff's screen over that log: its two calls, the integrations and the log's first page.
    const admin = await studentCookie(appUrl, 'admin@aurora.test');
    const screen = await measure(appUrl, {
      connections: 10,
      seconds: 6,
      sequence: [salePaths.integrations(), salePaths.deliveries()],
      headers: { cookie: admin },
    });

    console.log(`\n${LEG}; bare route ${bareFigure.rps.toFixed(0)} req/s, p99 ${bareFigure.p99} ms`);
    console.log('| what | req/s | p50 ms | p99 ms | notes |\n| --- | ---: | ---: | ---: | --- |');
    console.log(`| bare route at ${RATE}/s for ${SECONDS} s | ${barePaced.rps.toFixed(0)} | ${barePaced.p50} | ${barePaced.p99} | |`);
    console.log(
      `| webhook calls at ${RATE}/s for ${SECONDS} s | ${accepted.rps.toFixed(0)} | ${accepted.p50} | ${accepted.p99} | ${accepted.sent} sent, ${accepted.non2xx} non-2xx, ${accepted.errors} errors |`,
    );
    console.log(`| home view (${home.length} calls), quiet | ${quiet.rps.toFixed(0)} | ${quiet.p50} | ${quiet.p99} | |`);
    console.log(
      `| home view during the drain | ${during.rps.toFixed(0)} | ${during.p50} | ${during.p99} | ${waiting} grants queued when it began |`,
    );
    console.log(
      `| the integrations screen (its 2 calls) over ${delivered} deliveries | ${screen.rps.toFixed(0)} | ${screen.p50} | ${screen.p99} | ${screen.non2xx} non-2xx |`,
    );
    console.log(`\ndrain: ${waiting} grants done ${drainSeconds.toFixed(1)} s after the burst ended`);
  } finally {
    await stopProcesses(processes);
    if (LEG === 'postgres') pgCluster('stop', clusterDir);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
