import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { homeViewCalls } from '@trilha/shared/home/view';
import { webhookSignature } from '../apps/server/src/features/sales/providers/webhook';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, rowsOf, type Db } from '../apps/server/src/platform/db/client';
import { seedIfEmpty } from '../apps/server/src/seed/seed';
import { benchDatabase, HOST, measure, pgCluster, serveSeeded, stopProcesses, studentCookie, type Measurement } from './harness';

/**
 * Selling through a payment platform (docs/performance.md "Sales"), on a throwaway PostgreSQL cluster
 * (BENCH_LEGS=pglite runs the embedded database). The generic webhook is switched on for Aurora with
 * a product mapped; each call is a new buyer's sale, signed as a platform signs it.
 *
 * 1. Accepting: calls paced at RATE a second for SECONDS (what a platform's burst looks like), each
 *    answered once recorded with its job; the target is p99 under 50 ms at 1,000 a second.
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

/** Calls paced at `rate` a second, each a sale of its own (a new transaction and buyer), signed. */
async function deliver(appUrl: string, webhookPath: string, run: string): Promise<Measurement & { sent: number }> {
  let n = 0;
  const result = await autocannon({
    url: appUrl,
    connections: Math.max(10, Math.ceil(RATE / 20)),
    duration: SECONDS,
    overallRate: RATE,
    headers: { host: HOST, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: webhookPath,
        setupRequest: (req) => {
          n += 1;
          const body = JSON.stringify({
            event: 'grant',
            transaction_id: `${run}-${n}`,
            email: `comprador-${run}-${n}@carga.aurora.test`,
            name: `Comprador ${n}`,
            external_id: CODE,
          });
          return { ...req, body, headers: { ...req.headers, 'x-trilha-signature': webhookSignature(body, SECRET) } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    sent: result.requests.total,
  };
}

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
    await deliver(appUrl, webhookPath, 'aquecimento');
    if (watcher) while ((await queued(watcher.db)) > 0) await new Promise((r) => setTimeout(r, 500));
    const quiet = await homeView();

    const accepted = await deliver(appUrl, webhookPath, `carga${Date.now()}`);
    if (process.env.BENCH_ACCEPT_ONLY) {
      console.log(
        `\n${LEG}; bare ${bareFigure.rps.toFixed(0)} req/s; webhook paced at ${RATE}/s: ${accepted.rps.toFixed(0)} req/s, p50 ${accepted.p50} ms, p99 ${accepted.p99} ms`,
      );
      return;
    }
    const drainStarted = performance.now();
    const waiting = watcher ? await queued(watcher.db) : NaN;
    const during = await homeView();
    if (watcher) while ((await queued(watcher.db)) > 0) await new Promise((r) => setTimeout(r, 500));
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    await watcher?.close();

    console.log(`\n${LEG}; bare route ${bareFigure.rps.toFixed(0)} req/s, p99 ${bareFigure.p99} ms`);
    console.log('| what | req/s | p50 ms | p99 ms | notes |\n| --- | ---: | ---: | ---: | --- |');
    console.log(
      `| webhook calls paced at ${RATE}/s for ${SECONDS} s | ${accepted.rps.toFixed(0)} | ${accepted.p50} | ${accepted.p99} | ${accepted.sent} sent, ${accepted.non2xx} non-2xx, ${accepted.errors} errors |`,
    );
    console.log(`| home view (${home.length} calls), quiet | ${quiet.rps.toFixed(0)} | ${quiet.p50} | ${quiet.p99} | |`);
    console.log(
      `| home view during the drain | ${during.rps.toFixed(0)} | ${during.p50} | ${during.p99} | ${waiting} grants queued when it began |`,
    );
    console.log(`\ndrain: ${accepted.sent} grants done ${drainSeconds.toFixed(1)} s after the burst ended`);
  } finally {
    await stopProcesses(processes);
    if (LEG === 'postgres') pgCluster('stop', clusterDir);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
