import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, rowsOf, type Db } from '../apps/server/src/platform/db/client';
import { seedIfEmpty } from '../apps/server/src/seed/seed';
import { sql } from 'drizzle-orm';
import { benchDatabase, HOST, measure, pgCluster, serveSeeded, stopProcesses, studentCookie, type Measurement } from './harness';

/**
 * The student directory at a grown school (docs/performance.md "People and access"): Aurora with
 * 100,000 more students holding 300,000 enrolments (three products each, one in five expiring) and
 * 300,000 lesson-progress rows, on a throwaway PostgreSQL cluster (the production target where schools
 * grow; BENCH_LEGS=pglite runs the embedded database instead). The owner asks, at 10 connections, for
 * the directory's first page, a search, a product filter and the products list, each against the bare
 * route in the same run; then the whole directory as CSV, timed once.
 *
 *   npx tsx bench/students.ts        (BENCH_SECONDS, default 8)
 */
const STUDENTS = 100_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEG = process.env.BENCH_LEGS === 'pglite' ? 'pglite' : 'postgres';

const FIRST = ['Ana', 'João', 'Márcia', 'Pedro', 'Luíza', 'Carlos', 'Beatriz', 'Rafael', 'Fátima', 'Tomás'];
const LAST = ['Silva', 'Souza', 'Conceição', 'Gonçalves', 'Araújo', 'Pereira', 'Lima', 'Ribeiro', 'Fernandes', 'Gomes'];
const pgArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/**
 * The grown school, written by INSERT … SELECT over generate_series: a statement per table, in one
 * transaction with triggers off (`session_replication_role = replica`): the change-notice triggers
 * would otherwise queue 700,000 notifications for one commit, which takes PostgreSQL minutes. Nothing
 * listens while the bench seeds.
 */
export async function seedDirectory(db: Db) {
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    return seedRows(tx);
  });
  // The steady state autovacuum keeps: statistics, and the visibility map index-only scans read.
  await db.execute(sql.raw('vacuum analyze'));
  return { ...seeded, seconds: (performance.now() - started) / 1000 };
}

async function seedRows(db: Db) {
  await db.execute(
    sql.raw(`insert into users (tenant_id, email, name)
      select 1, 'pessoa' || g || '@carga.aurora.test',
             (${pgArray(FIRST)})[1 + g % 10] || ' ' || (${pgArray(LAST)})[1 + (g / 10) % 10] || ' ' || g
        from generate_series(1, ${STUDENTS}) g`),
  );
  await db.execute(
    sql.raw(`insert into user_roles (tenant_id, user_id, role_id)
      select 1, u.id, r.id from users u, roles r where r.slug = 'student' and u.tenant_id = 1 and u.email like '%@carga.aurora.test'`),
  );
  const made = await db.execute(
    sql.raw(
      `insert into products (tenant_id, title, status) values (1, 'Carga A', 'active'), (1, 'Carga B', 'active'), (1, 'Carga C', 'active') returning id`,
    ),
  );
  const productIds = rowsOf<{ id: number }>(made).map((r) => r.id);
  await db.execute(
    sql.raw(`insert into product_courses (tenant_id, product_id, course_id)
      select 1, p.id, c.id from products p, courses c where p.tenant_id = 1 and c.tenant_id = 1 and p.title like 'Carga %'`),
  );
  await db.execute(
    sql.raw(`insert into enrollments (tenant_id, user_id, product_id, expires_at)
      select 1, u.id, p.id, case when u.id % 5 = 0 then now() + interval '30 days' end
        from users u, products p
       where u.tenant_id = 1 and u.email like '%@carga.aurora.test' and p.tenant_id = 1 and p.title like 'Carga %'`),
  );
  await db.execute(
    sql.raw(`insert into lesson_progress (tenant_id, user_id, lesson_id, watched_seconds, finished_at)
      select 1, u.id, l.id, 60, now()
        from users u
        cross join lateral (select id from lessons where tenant_id = 1 order by id offset (u.id % 5) limit 3) l
       where u.tenant_id = 1 and u.email like '%@carga.aurora.test'`),
  );
  return { productId: productIds[0]!, reportCourseId: await seedReportCourse(db) };
}

/**
 * The reports' course (docs/people-and-access.md "Reports"): four modules of five lessons, opened by
 * a product 10,000 of the students hold, each having finished the first 0 to 20 lessons.
 */
async function seedReportCourse(db: Db) {
  const [course] = rowsOf<{ id: number }>(
    await db.execute(sql.raw(`insert into courses (tenant_id, title, "order") values (1, 'Carga relatório', 9000) returning id`)),
  );
  const c = course!.id;
  await db.execute(
    sql.raw(`insert into modules (tenant_id, course_id, title, "order") select 1, ${c}, 'Módulo ' || g, g from generate_series(1, 4) g`),
  );
  await db.execute(
    sql.raw(`insert into lessons (tenant_id, course_id, module_id, title, slug, "order")
      select 1, ${c}, m.id, 'Aula ' || m."order" || '.' || g, 'carga-' || m.id || '-' || g, g
        from modules m, generate_series(1, 5) g where m.tenant_id = 1 and m.course_id = ${c}`),
  );
  const [product] = rowsOf<{ id: number }>(
    await db.execute(sql.raw(`insert into products (tenant_id, title, status) values (1, 'Carga relatório', 'active') returning id`)),
  );
  await db.execute(sql.raw(`insert into product_courses (tenant_id, product_id, course_id) values (1, ${product!.id}, ${c})`));
  await db.execute(
    sql.raw(`insert into enrollments (tenant_id, user_id, product_id)
      select 1, u.id, ${product!.id} from users u where u.tenant_id = 1 and u.email like '%@carga.aurora.test' and u.id % 10 = 0`),
  );
  await db.execute(
    sql.raw(`insert into lesson_progress (tenant_id, user_id, lesson_id, watched_seconds, finished_at)
      select 1, e.user_id, l.id, 60, now() - make_interval(mins => e.user_id % 10000)
        from enrollments e
        cross join lateral (select l.id from lessons l join modules m on m.tenant_id = l.tenant_id and m.id = l.module_id
                             where l.tenant_id = 1 and l.course_id = ${c} order by m."order", l."order"
                             limit (e.user_id / 10) % 21) l
       where e.tenant_id = 1 and e.product_id = ${product!.id}`),
  );
  return c;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-bench-students-'));
  const clusterDir = `${dataDir}-pg`;
  const databaseUrl = LEG === 'postgres' ? await benchDatabase(clusterDir) : '';
  const processes = [];
  try {
    const database = await openDatabase({ url: databaseUrl || undefined, dataDir });
    await seedIfEmpty(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    const seeded = await seedDirectory(database.db);
    await database.close();
    console.log(`seeded ${STUDENTS} students, ${3 * STUDENTS} enrolments in ${seeded.seconds.toFixed(0)} s (${LEG})`);

    const served = await serveSeeded({ dataDir, databaseUrl });
    processes.push(...served.processes);
    const { appUrl, bareUrl } = served;
    const owner = await studentCookie(appUrl, 'owner@aurora.test');

    const cases: [string, string][] = [
      ['directory, first page', '/api/admin/students'],
      ['directory, search "conceicao" (10,000 match)', '/api/admin/students?query=conceicao'],
      ['directory, search "pessoa4242" (one person)', '/api/admin/students?query=pessoa4242'],
      ['directory, search "fatima gomes"', '/api/admin/students?query=fatima%20gomes'],
      ['directory, one product (100,000 hold it)', `/api/admin/students?product_id=${seeded.productId}`],
      ['directory, inactive students (none)', '/api/admin/students?status=inactive'],
      ['products list', '/api/admin/products'],
      ['course report, first page (10,000 students)', `/api/admin/reports/courses/${seeded.reportCourseId}`],
      ['course report by name, page 100', `/api/admin/reports/courses/${seeded.reportCourseId}?sort=name&order=asc&page=100`],
    ];
    const bareFigure = await measure(bareUrl, { connections: CONNECTIONS, seconds: SECONDS, path: '/bare' });
    const rows: { name: string; m: Measurement }[] = [];
    for (const [name, url] of cases) {
      await measure(appUrl, { connections: CONNECTIONS, seconds: 2, path: url, headers: { cookie: owner } });
      rows.push({ name, m: await measure(appUrl, { connections: CONNECTIONS, seconds: SECONDS, path: url, headers: { cookie: owner } }) });
    }
    console.log(
      `\n${LEG}, ${CONNECTIONS} connections, ${SECONDS} s each; bare route ${bareFigure.rps.toFixed(0)} req/s, p99 ${bareFigure.p99} ms`,
    );
    console.log('| call | req/s | p50 ms | p99 ms | vs bare |\n| --- | ---: | ---: | ---: | ---: |');
    for (const { name, m } of rows) {
      const flag = m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '';
      console.log(`| ${name}${flag} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${(m.rps / bareFigure.rps).toFixed(3)} |`);
    }

    const started = performance.now();
    const res = await fetch(`${appUrl}/api/admin/students.csv`, { headers: { host: HOST, cookie: owner } });
    const text = await res.text();
    const lines = text.split('\n').length - 2;
    console.log(`\nexport: ${lines} lines, ${(text.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await timedCsv(appUrl, owner, 'course report CSV (10,000 students)', `/api/admin/reports/courses/${seeded.reportCourseId}.csv`);
  } finally {
    await stopProcesses(processes);
    if (LEG === 'postgres') pgCluster('stop', clusterDir);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Downloads a CSV whole, as staff would, and prints its lines and time. */
async function timedCsv(appUrl: string, cookie: string, label: string, url: string) {
  const started = performance.now();
  const res = await fetch(`${appUrl}${url}`, { headers: { host: HOST, cookie } });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${res.status}, ${text.split('\n').length - 2} lines, ${(text.length / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
}

// Run as a script (npx tsx bench/students.ts); imported, it only lends seedDirectory.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
