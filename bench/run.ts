import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsCases } from './accounts';
import { catalogCases } from './catalog';
import { communityCases, postingCase, type CommunityCase } from './communities';
import { gamificationCases } from './gamification-reads';
import { homeCases } from './home';
import { lessonPageCases } from './lesson-page';
import { FANOUTS_DURING, measureFanout, notificationCases, POSTS_A_SECOND } from './notifications';
import { quizCases } from './quizzes';
import { studioCases } from './studio';
import {
  BENCH_STUDENTS,
  measure,
  measureAcross,
  startServers,
  studentCookie,
  studentCookies,
  type BenchCase,
  type Leg,
  type Measurement,
} from './harness';
import { LARGE } from './seed-large';
import { FANOUT_SCHOOL } from './seed-notifications';
import { tenancyCases } from './tenancy';
import { startWriters } from './writers';

// npm run bench: each route against a bare Fastify route measured in the same run, so the ratio
// holds on any machine; once on the embedded database, once on a throwaway PostgreSQL server.
// Figures go to the console and to docs/performance.md between the markers.
const CONNECTIONS = [10, 50];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const cases: BenchCase[] = [...tenancyCases, ...accountsCases, ...catalogCases, ...homeCases];
const ONLY = process.env.BENCH_ONLY;
// The server processes inherit this: the post case measures the write, not the posting limit's 429.
process.env.POSTS_PER_MINUTE ??= '1000000';
/** BENCH_LEGS=pglite (or postgres) runs one database only; the docs block then holds just that table. */
const LEGS = (process.env.BENCH_LEGS ?? 'pglite,postgres').split(',').filter((l): l is Leg => l === 'pglite' || l === 'postgres');
/** On PostgreSQL a second server process on the same database serves the cases marked acrossProcesses. */
const PROCESSES: Record<Leg, number> = { pglite: 1, postgres: 2 };
const LEG_TITLES: Record<Leg, string> = {
  pglite: 'Embedded database (PGlite), one server process',
  postgres: 'PostgreSQL server (throwaway cluster, scripts/pg-cluster.sh), pool of 10 per process as in production',
};

type Row = { name: string; connections: number; m: Measurement; ratio: number };

const docsFile = path.resolve(import.meta.dirname, '../docs/performance.md');
const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (v: number) => (v < 1 ? '<1' : fmt(v));

function table(rows: Row[]): string {
  const lines = ['| route | connections | req/s | p50 ms | p99 ms | vs bare |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const { name, connections, m, ratio } of rows) {
    const flag = m.rps === 0 ? ' (no answer within the run)' : m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '';
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

/** Every case of one leg at each connection count, after a warm-up; returns its table and notes. */
async function runLeg(leg: Leg) {
  console.log(`bench [${leg}]: seeding the demo schools + ${LARGE.courses} courses, ${LARGE.students} students…`);
  const servers = await startServers(leg, PROCESSES[leg]);
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
    const urlOf = (c: BenchCase, base: string) => base + (c.sequence || c.as === 'students' ? '' : c.path);
    const notes: string[] = [];
    const live: CommunityCase[] = [];
    const { large } = servers;
    const community = communityCases(large.community);
    const all: CommunityCase[] = [
      ...cases,
      ...community,
      ...lessonPageCases(large.lessonPage),
      ...notificationCases(),
      ...quizCases(),
      ...gamificationCases(large.community.id),
      // Last: their edits and the video's upload change the first course the lesson-page cases read.
      ...studioCases(large.lessonPage),
    ];
    for (const c of all.filter((c) => !ONLY || c.name.includes(ONLY))) {
      if (c.acrossProcesses && servers.appUrls.length < 2) continue;
      const statuses = c.probe
        ? [await c.probe(servers.appUrl, rotating[0]!)]
        : await Promise.all(
            (c.sequence ?? [c.path]).map(async (p) => (await fetch(servers.appUrl + p, { headers: headersFor(c) })).status),
          );
      const failed = statuses.find((s) => s >= 300);
      if (failed === undefined) live.push(c);
      else if (c.optional) notes.push(`${c.name} skipped: it answered ${failed} (route not there yet).`);
      else throw new Error(`${c.name} answered ${failed}`);
    }
    const run = async (c: CommunityCase, connections: number, seconds: number) => {
      if (c.drive) return c.drive({ appUrl: servers.appUrl, connections, seconds, cookies: rotating });
      const writers = c.writers ? await startWriters(servers.appUrl, rotating) : null;
      try {
        return c.acrossProcesses
          ? await measureAcross(
              servers.appUrls.map((u) => urlOf(c, u)),
              { connections, seconds, ...target(c) },
            )
          : await measure(urlOf(c, servers.appUrl), { connections, seconds, ...target(c) });
      } finally {
        writers?.stop();
        if (writers && connections === CONNECTIONS.at(-1) && seconds === SECONDS) {
          notes.push(`${c.name}: ${fmt(writers.counts.writes)} writes during the ${seconds} s, ${writers.counts.failed} failed.`);
        }
      }
    };
    const bareUrl = `${servers.bareUrl}/bare`;
    await measure(bareUrl, { connections: 10, seconds: WARMUP_SECONDS });
    for (const c of live.filter((c) => !c.noWarmup)) await run(c, 10, WARMUP_SECONDS);
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      console.log(`bench [${leg}]: ${connections} connections, ${SECONDS} s per route…`);
      const bare = await measure(bareUrl, { connections, seconds: SECONDS });
      rows.push({ name: 'GET /bare (bare Fastify)', connections, m: bare, ratio: 1 });
      for (const c of live) {
        if (c.connections && !c.connections.includes(connections)) continue;
        const m: Measurement & { note?: string } = await run(c, connections, SECONDS);
        if (m.note) notes.push(`${c.name}: ${m.note}`);
        rows.push({ name: c.name, connections, m, ratio: m.rps / bare.rps });
      }
    }
    // The notifications' fan-out, last: its two posts' 200,000 rows would weigh on the cases above.
    if (!ONLY || 'notifications: fan-out'.includes(ONLY)) {
      const posting = postingCase(servers.fanout.classCommunity, 'class community post');
      const f = await measureFanout(servers.appUrl, servers.fanout, posting, rotating);
      const bare = rows.find((r) => r.connections === 10 && r.name.startsWith('GET /bare'));
      rows.push({
        name: `community: POST a text post into a class community (about 60 readers), ${POSTS_A_SECOND} a second, no fan-out running, 50 students`,
        connections: 10,
        m: f.alone,
        ratio: bare ? f.alone.rps / bare.m.rps : 0,
      });
      rows.push({
        name: `community: POST a text post into a class community (about 60 readers), ${POSTS_A_SECOND} a second, while ${FANOUTS_DURING} posts' fan-outs to ${fmt(FANOUT_SCHOOL.followers)} readers each run, 50 students`,
        connections: 10,
        m: f.posting,
        ratio: bare ? f.posting.rps / bare.m.rps : 0,
      });
      notes.push(
        `notifications: fan-out of one post to ${fmt(FANOUT_SCHOOL.followers)} readers, from its commit until the last reader has it: ${fmt(f.fanoutMs)} ms; the raw INSERT … SELECT of the same rows in the same database: ${fmt(f.rawMs)} ms; ${(f.fanoutMs / f.rawMs).toPrecision(2)} times it (target: at most 3). ${FANOUTS_DURING} more posts' fan-outs under the posting load: ${fmt(f.laterFanoutMs)} ms each on average.`,
      );
    }
    const memory = servers.memory();
    if (memory) {
      notes.push(
        `memory: the server process after every case above, resident ${fmt(memory.nowMb)} MB, at its peak ${fmt(memory.peakMb)} MB (${leg === 'pglite' ? 'the embedded database included' : 'PostgreSQL apart'}); every cache is bounded in entries (docs/caching.md).`,
      );
    }
    const { community: big } = large;
    const n = servers.notifications;
    const g = servers.gamification;
    return [
      `### ${LEG_TITLES[leg]}`,
      '',
      `The demo schools plus the large school (${large.lessons} lessons, ${large.students} students, ${large.progressRows} progress rows, ${large.carousels} carousels holding ${large.carouselItems} items, a community of ${fmt(big.posts)} posts, ${fmt(big.comments)} comments and ${fmt(big.likes)} likes among ${fmt(big.members)} members, seeded in ${fmt(big.seedSeconds)} s; ${fmt(n.rows)} notifications, seeded in ${fmt(n.seedSeconds, 1)} s; ${fmt(g.scored)} actions of its students scored by the gamification engine, in ${fmt(g.seedSeconds, 1)} s) and the fan-out school (${fmt(FANOUT_SCHOOL.followers)} students, seeded in ${fmt(servers.fanout.seedSeconds, 1)} s).`,
      '',
      table(rows),
      ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    ].join('\n');
  } finally {
    await servers.stop();
  }
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const tables: string[] = [];
  for (const leg of LEGS) tables.push(await runLeg(leg));
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const block = [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${fmt(loadBefore, 1)} before the run (other work on the machine lowers every figure).`,
    `autocannon, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up, sending Chromium's Accept-Encoding; "${BENCH_STUDENTS} students" rows give each page view (or request) to the next of ${BENCH_STUDENTS} signed-in students in turn; the load generator, the server(s) and the bare route run in separate processes on the same machine${LEGS.includes('postgres') ? ', and so does PostgreSQL' : ''}.`,
    '',
    ...tables.flatMap((t) => [t, '']),
  ].join('\n');
  console.log(`\n${block}`);
  // BENCH_NO_DOCS=1: a trial run while someone else edits docs/performance.md leaves the page alone.
  if (process.env.BENCH_NO_DOCS === '1') return;
  writeDocs(block.trimEnd());
  console.log(`bench: written to ${path.relative(process.cwd(), docsFile)}`);
}

await main();
