import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/features/accounts/passwords';
import * as reads from '../apps/server/src/features/gamification/engine/reads';
import { loadConfig } from '../apps/server/src/platform/config';
import type { AppContext } from '../apps/server/src/platform/context';
import { openDatabase, rowsOf } from '../apps/server/src/platform/db/client';
import { STREAM_PARTS } from '../apps/server/src/platform/event-streams';
import { freePort, waitForUrl } from '../scripts/lib/processes';
import { serverProcess, stopProcesses } from './harness';
import { DEMO_PASSWORD } from '../apps/server/src/seed/data';
import { seedIfEmpty } from '../apps/server/src/seed/seed';

// docs/performance.md "Awarding at 10,000 events a second": `tsx bench/gamification.ts` (DATABASE_URL for a
// PostgreSQL server, else PGlite in a temporary folder). Seeds one school of GAM_STUDENTS students (default
// 1,000,000) with GAM_LEDGER_PER_STUDENT ledger rows each (default 20: 20,000,000 rows), then measures (1)
// the board (top 10 + own rank) for a student at the top, the median and the bottom, asked of the real server
// (main.ts, in its own process) with autocannon from this one, and (2) awarding: GAM_AWARD_EVENTS posts'
// events (default 50,000) written as `publish` writes them, then scored by the server's own job worker:
// events a second from its start until the engine has read them all. GAM_STUDENTS=2000 is the smoke size.
// JOB_CONCURRENCY sets the worker's loops (the server's setting). GAM_REUSE=1 measures the school an earlier
// run seeded on the same DATABASE_URL (same GAM_STUDENTS) instead of seeding it again; on PGlite,
// GAM_DATA_DIR names a folder that outlives the run (a million students take half an hour to seed there).
// Each board case runs BENCH_WARMUP_SECONDS (default 2) unrecorded first: the steady state is what the target
// is about, not a fresh process's first seconds.
const STUDENTS = Number(process.env.GAM_STUDENTS ?? 1_000_000);
const PER_STUDENT = Number(process.env.GAM_LEDGER_PER_STUDENT ?? 20);
const AWARD_EVENTS = Number(process.env.GAM_AWARD_EVENTS ?? 50_000);
/** The awarded posts' ids: above any the seeded ledger holds, so they are counted apart. */
const OBJECTS_FROM = 9_000_000_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SLUG = 'gamificada';
const HOST = `${SLUG}.localhost`;

async function seedLargeGamification(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [tenant] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into tenants (slug, name) values (${SLUG}, 'Escola Gamificada') returning id`),
  );
  const t = tenant!.id;
  const [product] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into products (tenant_id, title) values (${t}, 'Plano') returning id`),
  );
  const chunk = 100_000;
  for (let from = 1; from <= STUDENTS; from += chunk) {
    const to = Math.min(STUDENTS, from + chunk - 1);
    // Scores spread like a real school: many low, few high (a skewed distribution of distinct totals).
    await db.execute(sql`
      insert into users (tenant_id, email, name, password_hash)
      select ${t}, 'aluno' || g || '@gamificada.test', 'Aluno ' || g, ${passwordHash} from generate_series(${from}::int, ${to}::int) g`);
  }
  // The foreign-key checks below look each student up: planned on the statistics of an empty table
  // they would scan the million rows once per row.
  await db.execute(sql`analyze users`);
  // The change-notification triggers (docs/caching.md) would send a million notifications in one
  // transaction: the seed loads with them off, as a bulk load would, and no process caches these rows yet.
  await db.execute(sql`alter table user_roles disable trigger user`);
  await db.execute(sql`alter table enrollments disable trigger user`);
  await db.execute(sql`insert into user_roles (tenant_id, user_id, role_id)
    select ${t}, u.id, r.id from users u, roles r where u.tenant_id = ${t} and r.slug = 'student'`);
  await db.execute(
    sql`insert into enrollments (tenant_id, user_id, product_id) select ${t}, id, ${product!.id} from users where tenant_id = ${t}`,
  );
  await db.execute(sql`alter table user_roles enable trigger user`);
  await db.execute(sql`alter table enrollments enable trigger user`);
  await db.execute(sql`insert into gamification_settings (tenant_id, custom_name, score_posts, score_comments, score_likes)
    values (${t}, 'XP', 5, 2, 1)`);
  await db.execute(sql`insert into gamification_plans (tenant_id, product_id) values (${t}, ${product!.id})`);
  await db.execute(sql`insert into gamification_engine_state (tenant_id, window_day) values (${t}, (now() at time zone 'utc')::date)`);
  const users = rowsOf<{ min: number; max: number }>(
    await db.execute(sql`select min(id) as min, max(id) as max from users where tenant_id = ${t}`),
  )[0]!;
  for (let from = users.min; from <= users.max; from += chunk / PER_STUDENT) {
    const to = Math.min(users.max, from + chunk / PER_STUDENT - 1);
    await db.execute(sql`
      insert into gamification_ledger (tenant_id, user_id, action, object_id, points, event_id, period, day)
      select ${t}, u, case k % 3 when 0 then 'score_posts' when 1 then 'score_comments' else 'score_likes' end,
        u::bigint * 100 + k, case k % 3 when 0 then 5 when 1 then 2 else 1 end, 0, 1,
        ((now() at time zone 'utc')::date - ((u * 7 + k * 13) % 60))
      from generate_series(${from}::int, ${to}::int) u, generate_series(1, (1 + (u * 2654435761::bigint % ${PER_STUDENT * 2}))::int) k`);
  }
  // The standings and histograms as the awards keep them, built set-wise once.
  await db.execute(sql`insert into gamification_daily (tenant_id, period, day, user_id, score)
    select ${t}, 1, day, user_id, sum(points)::int from gamification_ledger where tenant_id = ${t} group by day, user_id`);
  await db.execute(sql`insert into gamification_standings (tenant_id, user_id, lifetime, period, score_all, score_30d, score_7d)
    select ${t}, user_id, sum(points)::int, 1, sum(points)::int,
      coalesce(sum(points) filter (where day > (now() at time zone 'utc')::date - 30), 0)::int,
      coalesce(sum(points) filter (where day > (now() at time zone 'utc')::date - 7), 0)::int
    from gamification_ledger where tenant_id = ${t} group by user_id`);
  await db.execute(sql`insert into gamification_histogram (tenant_id, board, period, score, students)
    select ${t}, v.board, 1, v.score, count(*)::int from gamification_standings b
    cross join lateral (values (0, b.score_all), (1, b.score_30d), (2, b.score_7d)) v(board, score)
    where b.tenant_id = ${t} group by v.board, v.score`);
  await db.execute(sql`analyze`);
  return t;
}

/** The school and the e-mails of a student at the top, the median and the bottom of its all-time board. */
type ViewedSchool = { tenantId: number; top: string; median: string; bottom: string };

/** A student at the top, the median and the bottom of the all-time board. */
async function studentsToView(db: Awaited<ReturnType<typeof openDatabase>>['db'], t: number) {
  const at = async (order: 'desc' | 'asc', offset: number) =>
    rowsOf<{ email: string }>(
      await db.execute(sql`select u.email from gamification_standings b join users u on u.tenant_id = b.tenant_id and u.id = b.user_id
        where b.tenant_id = ${t} order by b.score_all ${sql.raw(order)}, b.user_id limit 1 offset ${offset}`),
    )[0]!.email;
  return { top: await at('desc', 0), median: await at('desc', Math.floor(STUDENTS / 2)), bottom: await at('asc', 0) };
}

/**
 * A burst of posts across the school: the events as `publish` writes them (set-wise here: the
 * requests are not what this measures), then the worker's loops, timed until the engine's stream
 * has read the last one (platform/event-streams.ts).
 */
async function awardThroughTheQueue(ctx: AppContext, tenantId: number) {
  const { db } = ctx;
  // An index probe per part: cheap enough to ask often beside the worker.
  const left = sql`select bool_or((select true from domain_events e where (e.tx, e.id) > (s.after_tx, s.after_id) and e.id % ${STREAM_PARTS} = s.part
      order by e.tx, e.id limit 1)) is true as left from event_streams s where s.subscriber = 'gamification'`;
  const delivered = async (every: number) => {
    const jobs = sql`select count(*)::int as n from jobs where status in ('pending', 'running') and queue = 'events.deliver'`;
    while (rowsOf<{ n: number }>(await db.execute(jobs))[0]!.n > 0) await sleep(250);
    while (rowsOf<{ left: boolean }>(await db.execute(left))[0]!.left) await sleep(every);
  };
  // The demo schools' own deliveries first, so the clock times only this burst.
  ctx.jobs.start();
  await delivered(250);
  await ctx.jobs.stop();
  const { first } = rowsOf<{ first: number }>(await db.execute(sql`select min(id) as first from users where tenant_id = ${tenantId}`))[0]!;
  // Above the posts an earlier run (GAM_REUSE) awarded, so each run's are new.
  const { base } = rowsOf<{ base: string }>(
    await db.execute(sql`select coalesce(max(object_id), ${OBJECTS_FROM}::bigint)::text as base from gamification_ledger
      where tenant_id = ${tenantId} and object_id >= ${OBJECTS_FROM}::bigint`),
  )[0]!;
  await db.execute(sql`
    insert into domain_events (tenant_id, type, payload)
    select ${tenantId}, 'community.post.created', jsonb_build_object('postId', ${base}::bigint + g, 'communityId', 1,
      'authorId', ${first}::int + (g * 7919) % ${STUDENTS}::int, 'title', 'Post', 'mediaKinds', '[]'::jsonb)
    from generate_series(1, ${AWARD_EVENTS}::int) g`);
  const started = performance.now();
  ctx.jobs.start();
  await delivered(20);
  const seconds = (performance.now() - started) / 1000;
  const scored = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from gamification_ledger where tenant_id = ${tenantId} and object_id > ${base}::bigint`),
  )[0]!.n;
  if (scored !== AWARD_EVENTS) throw new Error(`awarding: ${scored} of ${AWARD_EVENTS} events scored`);
  return `| awarding through the engine's stream (${AWARD_EVENTS.toLocaleString('en-US')} posts' events, ${ctx.jobs.concurrency} job loop(s), ${seconds.toFixed(1)} s) | ${(AWARD_EVENTS / seconds).toFixed(0)} events/s | | | |`;
}

async function main() {
  const keptDir = process.env.GAM_DATA_DIR;
  if (keptDir) await mkdir(keptDir, { recursive: true });
  const dataDir = keptDir ?? (await mkdtemp(path.join(os.tmpdir(), 'trilha-bench-gam-')));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    JOB_CONCURRENCY: process.env.JOB_CONCURRENCY,
  });
  config.loginRateLimit = 1_000_000;
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
  await seedIfEmpty(database.db, config);
  const started = Date.now();
  const [seeded] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from tenants where slug = ${SLUG}`));
  if (seeded && !process.env.GAM_REUSE) throw new Error(`${SLUG} is already seeded here: set GAM_REUSE=1 to measure it again`);
  const tenantId = seeded?.id ?? (await seedLargeGamification(database.db));
  if (!seeded) console.log(`seeded ${STUDENTS.toLocaleString('en-US')} students in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const school = { tenantId, ...(await studentsToView(database.db, tenantId)) };
  if (process.env.GAM_EXPLAIN) {
    const t = school.tenantId;
    const explain = async (label: string, query: ReturnType<typeof sql>) => {
      const plan = rowsOf<Record<string, string>>(await database.db.execute(sql`explain analyze ${query}`));
      console.log(label, '\n', plan.map((r) => Object.values(r)[0]).join('\n'));
    };
    await explain(
      'top',
      sql`select b.user_id, u.name, u.photo_url, b.score from (
        select b.user_id, b.score_all as score from gamification_standings b
        where b.tenant_id = ${t} and b.period = 1 and b.score_all > 0 and true
        order by b.score_all desc nulls last, b.user_id limit 10) b
      join users u on u.tenant_id = ${t} and u.id = b.user_id
      order by b.score desc, b.user_id`,
    );
    await explain(
      'rank',
      sql`select coalesce(sum(students), 0)::int as n from gamification_histogram
      where tenant_id = ${t} and board = 0 and period = 1 and score > 3`,
    );
    const [u] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from users where tenant_id = ${school.tenantId} limit 1`));
    const time = async (label: string, run: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 50; i++) await run();
      console.log(label, ((performance.now() - start) / 50).toFixed(2), 'ms');
    };
    const where = { tenantId: school.tenantId, board: 0, period: 1 };
    await time('me', () => reads.readMe(database.db, school.tenantId, u!.id, 0));
    await time('viewer', () => reads.readBoardViewer(database.db, { tenantId: school.tenantId, userId: u!.id, board: 0 }));
    await time('top', () => reads.topOfBoard(database.db, { ...where, size: 10 }));
  }
  await database.close();
  const rows = await measureBoards(dataDir, school);
  // Awarding in this process, through the server's own worker: the clock is the worker's alone.
  const reopened = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
  const { app, ctx } = await buildApp(config, reopened);
  rows.push(await awardThroughTheQueue(ctx, school.tenantId));
  console.log(`\n${reopened.kind} ${STUDENTS.toLocaleString('en-US')} students\n${rows.join('\n')}`);
  // The app's close stops its worker and timers: without it the process would not exit.
  await app.close();
  await reopened.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}

/**
 * The boards through the real server (main.ts) in its own process, the load from this one, as
 * bench/run.ts measures: autocannon in the server's process would share its event loop and heap.
 */
async function measureBoards(dataDir: string, school: ViewedSchool) {
  const port = await freePort();
  // PUBLIC_URL: the sign-ins below send it as their Origin.
  const server = serverProcess({ port, dataDir, databaseUrl: process.env.DATABASE_URL ?? '' }, { PUBLIC_URL: 'http://localhost:3000' });
  try {
    return await boardCases(`http://127.0.0.1:${port}`, server, school);
  } finally {
    await stopProcesses([server]);
  }
}

async function boardCases(address: string, server: ChildProcess, school: ViewedSchool) {
  // Opening a million students' PGlite folder gathers its statistics first (platform/db/analyze.ts).
  await waitForUrl(`${address}/api/health`, server, 900_000);
  const login = async (email: string) => {
    const res = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      // fetch sends its own Host: the school goes in the body (CONTRACT "Users, roles, sessions": tenant_id).
      body: JSON.stringify({ email, password: DEMO_PASSWORD, tenant_id: school.tenantId }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const rows: string[] = ['| case | req/s | p50 ms | p99 ms | non-2xx |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const [where, email] of Object.entries({ top: school.top, median: school.median, bottom: school.bottom })) {
    const cookie = await login(email);
    // One connection: a view's own latency; ten: views queued behind each other on the one process.
    for (const [period, connections] of [
      ['all', 1],
      ['all', 10],
      ['30d', 10],
      ['7d', 10],
    ] as const) {
      const request = {
        url: `${address}/api/auth/ranking/board/${school.tenantId}?period=${period}`,
        headers: { host: HOST, cookie },
        connections,
      };
      if (WARMUP_SECONDS > 0) await autocannon({ ...request, duration: WARMUP_SECONDS });
      const result = await autocannon({ ...request, duration: SECONDS });
      rows.push(
        `| board ${period}, student at the ${where}, ${connections} conn. | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
      );
    }
  }
  // The same server's cheapest signed-in read, as the baseline of this machine and run.
  const baseline = await autocannon({
    url: `${address}/api/me`,
    headers: { host: HOST, cookie: await login(school.median) },
    connections: 10,
    duration: SECONDS,
  });
  rows.push(
    `| baseline GET /api/me | ${baseline.requests.average.toFixed(0)} | ${baseline.latency.p50} | ${baseline.latency.p99} | ${baseline.non2xx} |`,
  );
  return rows;
}

await main();
