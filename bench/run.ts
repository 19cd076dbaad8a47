import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsCases } from './accounts';
import { catalogCases } from './catalog';
import { measure, startServers, studentCookie, type BenchCase, type Measurement } from './harness';
import { LARGE } from './seed-large';
import { tenancyCases } from './tenancy';

// npm run bench: each route against a bare Fastify route measured in the same run, so the ratio
// holds on any machine. Figures go to the console and to docs/performance.md between the markers.
const CONNECTIONS = [10, 50];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const cases: BenchCase[] = [...tenancyCases, ...accountsCases, ...catalogCases];

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
    lines.push(`| ${name}${flag} | ${connections} | ${fmt(m.rps)} | ${ms(m.p50)} | ${ms(m.p99)} | ${ratio === 1 ? '1' : ratio.toPrecision(2)} |`);
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
    const headersFor = (c: BenchCase): Record<string, string> => (c.as === 'student' ? { cookie } : {});
    const notes: string[] = [];
    const live: BenchCase[] = [];
    for (const c of cases) {
      const res = await fetch(servers.appUrl + c.path, { headers: headersFor(c) });
      if (res.ok) live.push(c);
      else if (c.optional) notes.push(`${c.name} skipped: it answered ${res.status} (route not there yet).`);
      else throw new Error(`${c.name} answered ${res.status}: ${await res.text()}`);
    }
    const bareUrl = `${servers.bareUrl}/bare`;
    for (const url of [bareUrl, ...live.map((c) => servers.appUrl + c.path)]) {
      await measure(url, { connections: 10, seconds: WARMUP_SECONDS, headers: { cookie } });
    }
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      console.log(`bench: ${connections} connections, ${SECONDS} s per route…`);
      const bare = await measure(bareUrl, { connections, seconds: SECONDS });
      rows.push({ name: 'GET /bare (bare Fastify)', connections, m: bare, ratio: 1 });
      for (const c of live) {
        const m = await measure(servers.appUrl + c.path, { connections, seconds: SECONDS, headers: headersFor(c) });
        rows.push({ name: c.name, connections, m, ratio: m.rps / bare.rps });
      }
    }
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const block = [
      `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${fmt(loadBefore, 1)} before the run (other work on the machine lowers every figure).`,
      `Embedded database (PGlite) with the demo schools plus the large school (${servers.large.lessons} lessons, ${servers.large.students} students, ${servers.large.progressRows} progress rows);`,
      `autocannon, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; the load generator, the server and the bare route run in three processes on the same machine.`,
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
