import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsCases } from './accounts';
import { catalogCases } from './catalog';
import { homeCases } from './home';
import { BENCH_STUDENTS, measure, startServers, studentCookie, studentCookies, type BenchCase, type Measurement } from './harness';
import { LARGE } from './seed-large';
import { tenancyCases } from './tenancy';

// npm run bench: each route against a bare Fastify route measured in the same run, so the ratio
// holds on any machine. Figures go to the console and to docs/performance.md between the markers.
const CONNECTIONS = [10, 50];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const cases: BenchCase[] = [...tenancyCases, ...accountsCases, ...catalogCases, ...homeCases];
const ONLY = process.env.BENCH_ONLY;

type Row = { name: string; connections: number; m: Measurement; ratio: number };

const docsFile = path.resolve(import.meta.dirname, '../docs/performance.md');
const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (v: number) => (v < 1 ? '<1' : fmt(v));

function table(rows: Row[]): string {
  const lines = ['| route | connections | req/s | p50 ms | p99 ms | vs bare |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const { name, connections, m, ratio } of rows) {
    const flag = m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '';
    lines.push(
      `| ${name}${flag} | ${connections} | ${fmt(m.rps)} | ${ms(m.p50)} | ${ms(m.p99)} | ${ratio === 1 ? '1' : ratio.toPrecision(2)} |`,
    );
  }
  return lines.join('\n');
}

function writeDocs(block: string) {
  const current = existsSync(docsFile) ? readFileSync(docsFile, 'utf8') : '# Performance\n';
  const generated = `${START}\n${block}\n${END}`;
  const [before, rest] = current.includes(START) ? current.split(START) : [current.trimEnd() + '\n\n', END];
  const after = rest!.includes(END) ? rest!.split(END)[1] : '';
  writeFileSync(docsFile, `${before}${generated}${after}`);
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  console.log(`bench: seeding a fresh embedded database (demo schools + ${LARGE.courses} courses, ${LARGE.students} students)…`);
  const servers = await startServers();
  try {
    const cookie = await studentCookie(servers.appUrl);
    const rotating = await studentCookies(servers.appUrl);
    const headersFor = (c: BenchCase): Record<string, string> =>
      c.as === 'anonymous' ? {} : { cookie: c.as === 'students' ? rotating[0]! : cookie };
    /** How autocannon sends a case: its path or sequence, and for `students` the rotating cookies. */
    const target = (c: BenchCase) =>
      c.as === 'students'
        ? { path: c.sequence ? undefined : c.path, sequence: c.sequence, cookies: rotating }
        : { sequence: c.sequence, headers: headersFor(c) };
    const urlOf = (c: BenchCase) => servers.appUrl + (c.sequence || c.as === 'students' ? '' : c.path);
    const notes: string[] = [];
    const live: BenchCase[] = [];
    for (const c of cases.filter((c) => !ONLY || c.name.includes(ONLY))) {
      const statuses = await Promise.all(
        (c.sequence ?? [c.path]).map(async (p) => (await fetch(servers.appUrl + p, { headers: headersFor(c) })).status),
      );
      const failed = statuses.find((s) => s >= 300);
      if (failed === undefined) live.push(c);
      else if (c.optional) notes.push(`${c.name} skipped: it answered ${failed} (route not there yet).`);
      else throw new Error(`${c.name} answered ${failed}`);
    }
    const bareUrl = `${servers.bareUrl}/bare`;
    await measure(bareUrl, { connections: 10, seconds: WARMUP_SECONDS });
    for (const c of live) {
      await measure(urlOf(c), { connections: 10, seconds: WARMUP_SECONDS, ...target(c) });
    }
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      console.log(`bench: ${connections} connections, ${SECONDS} s per route…`);
      const bare = await measure(bareUrl, { connections, seconds: SECONDS });
      rows.push({ name: 'GET /bare (bare Fastify)', connections, m: bare, ratio: 1 });
      for (const c of live) {
        const m = await measure(urlOf(c), { connections, seconds: SECONDS, ...target(c) });
        rows.push({ name: c.name, connections, m, ratio: m.rps / bare.rps });
      }
    }
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const block = [
      `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${fmt(loadBefore, 1)} before the run (other work on the machine lowers every figure).`,
      `Embedded database (PGlite) with the demo schools plus the large school (${servers.large.lessons} lessons, ${servers.large.students} students, ${servers.large.progressRows} progress rows, ${servers.large.carousels} carousels holding ${servers.large.carouselItems} items);`,
      `autocannon, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; "${BENCH_STUDENTS} students" rows give each page view (or request) to the next of ${BENCH_STUDENTS} signed-in students in turn; the load generator, the server and the bare route run in three processes on the same machine.`,
      '',
      table(rows),
      ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    ].join('\n');
    console.log(`\n${block}\n`);
    writeDocs(block);
    console.log(`bench: written to ${path.relative(process.cwd(), docsFile)}`);
  } finally {
    await servers.stop();
  }
}

await main();
