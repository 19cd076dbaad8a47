// npm start: builds the web app when its build is missing or older than its sources, then runs
// the server in the foreground (signals forwarded, its exit code kept).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/shared/src'].map((p) =>
  path.join(root, p),
);

/** Latest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newest(source) > builtAt)) {
  console.log(builtAt === 0 ? 'trilha: building the web app (first start)…' : 'trilha: web sources changed, rebuilding the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@trilha/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('trilha: the web app did not build; see the errors above');
    process.exit(build.status ?? 1);
  }
}

// Its own process group, so a Ctrl-C reaches it once, through here: the server takes a second
// one as "stop now, skip the graceful close". npm may pass the same Ctrl-C on again, hence the window.
// The demo on the embedded database has an operator, so a newcomer can open the schools' console
// (/operador) as owner@aurora.test; a server on PostgreSQL names its own (docs/schools.md).
const env = { ...process.env };
if (!env.DATABASE_URL && env.OPERATOR_EMAILS === undefined) env.OPERATOR_EMAILS = 'owner@aurora.test';
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
  detached: true,
});
let forwardedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (Date.now() - forwardedAt < 1_000) return;
    forwardedAt = Date.now();
    server.kill(signal);
  });
}
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 1)));
