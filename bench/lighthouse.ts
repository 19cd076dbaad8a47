/**
 * `npm run bench:lighthouse`: Lighthouse's performance and accessibility scores of the first load
 * on a phone (its mobile preset: a mid-range phone on a slow 4G link, simulated) and on a desktop,
 * for /homepage signed in as the demo student and for /login, against the real server on a fresh
 * embedded database and Debian's Chromium. Each page is measured RUNS times and the median run is
 * kept. The table goes into docs/performance.md between its lighthouse markers, and the run fails
 * when a mobile row scores under the targets (performance 90, accessibility 100), listing why.
 *
 * Expects a built web app (`npm run build`): the server serves apps/web/dist as in production.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';
import { freePort, waitForUrl } from '../scripts/lib/processes';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 100 };
const DOC = path.join(root, 'docs/performance.md');
/** LIGHTHOUSE_REPORTS=<dir>: each row's median report is also written there as JSON (open it in the Lighthouse viewer), with its trace. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** LIGHTHOUSE_ONLY=mobile (or desktop): one preset; the doc block is then left as it was. */
const ONLY = process.env.LIGHTHOUSE_ONLY;
const START = '<!-- lighthouse:start (written by npm run bench:lighthouse) -->';
const END = '<!-- lighthouse:end -->';

type Preset = 'mobile' | 'desktop';
/** `drawn`: a request the page makes only once the app has drawn it, which each measured run must hold. */
type Page = { path: string; name: string; signedIn: boolean; drawn: RegExp };
const PAGES: Page[] = [
  // A course picture: the carousels below the banner were drawn.
  { path: '/homepage', name: '/homepage (signed in as aluno@aurora.test)', signedIn: true, drawn: /\/seed\/course-\d+\.webp$/ },
  // The font the app loads for the school once it has drawn the card.
  { path: '/login', name: '/login', signedIn: false, drawn: /\.woff2$/ },
];

type Row = {
  page: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  failing: string[];
};

async function startServer() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-lighthouse-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Bare localhost is Escola Aurora (the contract's demo hosts).
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/health`, server);
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function sessionCookie(url: string) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'aluno@aurora.test', password: 'trilha123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const ms = (lhr: RunnerResult['lhr'], id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/** Why a row misses its targets: the failing accessibility audits, and the performance opportunities worth most. */
function reasons(lhr: RunnerResult['lhr']): string[] {
  const out: string[] = [];
  const a11y = lhr.categories.accessibility?.auditRefs ?? [];
  for (const ref of a11y) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`accessibility: ${ref.id} (${audit.title})`);
  }
  const perf = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => ({ title: audit.title, saving: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0 }))
    .filter((o) => o.saving > 0)
    .sort((a, b) => b.saving - a.saving)
    .slice(0, 5);
  for (const o of perf) out.push(`performance: ${o.title} (about ${Math.round(o.saving)} ms)`);
  return out;
}

async function audit(port: number, url: string, preset: Preset, cookie: string | null): Promise<RunnerResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // The pages whose first screen the server draws start the app after that screen is painted, when
    // the load event has long fired: Lighthouse's default one quiet second could end the trace before
    // the app has run, leaving its work (and blocking time) out. Three seconds of quiet keep it in,
    // and each run must hold the page's `drawn` request (measure()).
    pauseAfterLoadMs: 3000,
    networkQuietThresholdMs: 3000,
    cpuQuietThresholdMs: 3000,
  };
  // A trace now and then comes back unusable (NO_NAVSTART and the like): such a run is made again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

async function measure(port: number, base: string, page: Page, preset: Preset, cookie: string): Promise<Row> {
  const runs: RunnerResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await audit(port, `${base}${page.path}`, preset, page.signedIn ? cookie : null);
    const requests = (run.lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    if (!requests.some((request) => page.drawn.test(new URL(request.url).pathname))) {
      throw new Error(`${page.path} (${preset}): the trace ended before the app drew the page (no request matching ${page.drawn})`);
    }
    runs.push(run);
  }
  const score = (r: RunnerResult, category: string) => Math.round((r.lhr.categories[category]?.score ?? 0) * 100);
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = runs[Math.floor(runs.length / 2)]!;
  const { lhr } = median;
  if (REPORTS) {
    const name = `${preset}-${page.path.replace(/\W+/g, '') || 'root'}.json`;
    await mkdir(REPORTS, { recursive: true });
    await writeFile(path.join(REPORTS, name), JSON.stringify(lhr));
    // The median run's trace, to open in Chromium's Performance panel (or read with a script) and
    // name each long task: the report says how long the page blocked, the trace says why.
    const trace = (median.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) await writeFile(path.join(REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return {
    page: page.name,
    preset,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Math.round((scripts?.find((s) => s.resourceType === 'script')?.transferSize ?? 0) / 1024),
    failing: reasons(lhr),
  };
}

function table(rows: Row[]): string {
  const head =
    '| page | preset | performance | accessibility | first paint | largest paint | blocking time | layout shift | JS on the wire |';
  const line = '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const body = rows.map(
    (r) =>
      `| ${r.page} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.tbt} ms | ${r.cls} | ${r.scriptKb} KB |`,
  );
  return [head, line, ...body].join('\n');
}

async function writeDoc(rows: Row[], chromeVersion: string) {
  const doc = await readFile(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${START} … ${END} block`);
  const day = new Date().toISOString().slice(0, 10);
  const block = [
    START,
    '',
    `Run on ${day}: Lighthouse 12.2.3, ${chromeVersion}, ${os.cpus().length} cores; median of ${RUNS} runs per row (by performance score). Mobile is Lighthouse's default preset (a mid-range phone, 4x slower CPU, slow 4G, simulated); desktop its desktop preset.`,
    '',
    table(rows),
    '',
    END,
  ].join('\n');
  await writeFile(DOC, doc.slice(0, from) + block + doc.slice(to + END.length));
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS] });
  try {
    const cookie = await sessionCookie(server.url);
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    const rows: Row[] = [];
    const presets = (['mobile', 'desktop'] as const).filter((preset) => !ONLY || preset === ONLY);
    for (const preset of presets) {
      for (const page of PAGES) {
        const row = await measure(chrome.port, server.url, page, preset, cookie);
        console.log(`${row.preset} ${row.page}: performance ${row.performance}, accessibility ${row.accessibility}`);
        rows.push(row);
      }
    }
    console.log(`\n${table(rows)}\n`);
    if (!ONLY) await writeDoc(rows, version.Browser.replace('/', ' '));
    const missed = rows.filter(
      (r) => r.preset === 'mobile' && (r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility),
    );
    for (const r of missed) console.error(`${r.page} on mobile misses its targets:\n  ${r.failing.join('\n  ') || '(no audit named)'}`);
    process.exitCode = missed.length > 0 ? 1 : 0;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
