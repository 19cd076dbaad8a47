import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/processes';
import { tenantDomains } from '../db/schema/index';
import { createTestApp, type TestApp } from './harness';
import { linkIn, readTestOutbox } from './outbox';

/**
 * The product behind Debian's Caddy as docs/deploy.md sets it up: on-demand TLS from Caddy's own
 * CA, certificates only for the names GET /api/tls/ask accepts, forwarded headers believed from the
 * proxy's address (TRUST_PROXY). Requests go through curl --resolve, as a browser on the domain would.
 */
const run = promisify(execFile);
let t: TestApp;
let caddy: ChildProcess;
let dir: string;
let httpsPort: number;
let rootCert: string;

/** curl through Caddy to `host`, trusting Caddy's CA; curl's exit code when the TLS handshake fails. */
async function curl(host: string, urlPath: string, extra: string[] = []) {
  try {
    const { stdout } = await run('curl', [
      '-sS',
      '--max-time',
      '10',
      '--resolve',
      `${host}:${httpsPort}:127.0.0.1`,
      '--cacert',
      rootCert,
      '-D',
      '-',
      ...extra,
      `https://${host}:${httpsPort}${urlPath}`,
    ]);
    const [head = '', body = ''] = stdout.split(/\r\n\r\n/, 2);
    return { ok: true as const, status: Number(/^HTTP\/[\d.]+ (\d+)/.exec(head)?.[1]), head, body };
  } catch (error: unknown) {
    return { ok: false as const, code: (error as { code?: number }).code, stderr: String((error as { stderr?: string }).stderr) };
  }
}

async function waitForCaddy() {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}`);
    if (existsSync(rootCert)) {
      const probe = await curl('escola.aurora.test', '/api/health');
      if (probe.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('caddy did not serve in 30 s');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-caddy-'));
  httpsPort = await freePort();
  const httpPort = await freePort();
  t = await createTestApp({
    env: { PUBLIC_URL: `https://localhost:${httpsPort}`, TRUST_PROXY: '127.0.0.1' },
    // What the product believes of a request: its scheme and its client's address.
    routes: (app) => app.get('/api/test/seen', (request) => ({ protocol: request.protocol, ip: request.ip })),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as { port: number }).port;
  await t.ctx.db.insert(tenantDomains).values([
    { tenantId: 1, domain: 'escola.aurora.test', status: 'verified', verifiedAt: new Date() },
    { tenantId: 1, domain: 'pendente.aurora.test', status: 'pending', token: 'x' },
  ]);
  await t.heard();
  // docs/deploy.md's Caddyfile, with the ports and the CA of a test (local_certs: Caddy's own CA).
  const caddyfile = `{
  admin off
  local_certs
  skip_install_trust
  http_port ${httpPort}
  https_port ${httpsPort}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/tls/ask
  }
}

https:// {
  tls {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`;
  await writeFile(path.join(dir, 'Caddyfile'), caddyfile);
  rootCert = path.join(dir, 'data/caddy/pki/authorities/local/root.crt');
  caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  await waitForCaddy().catch((error: unknown) => {
    throw new Error(`${String(error)}\n${log}`);
  });
}, 60_000);

afterAll(async () => {
  caddy.kill('SIGTERM');
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Caddy in front, with on-demand TLS', () => {
  it('serves a verified domain of the school over HTTPS with a certificate for that name', async () => {
    const res = await curl('escola.aurora.test', '/api/tenant');
    expect(res.ok && res.status, JSON.stringify(res)).toBe(200);
    expect(res.ok && res.body).toContain('Aurora');
  });

  it('gets no certificate for a pending domain or a name nobody serves', async () => {
    for (const host of ['pendente.aurora.test', 'ninguem.test']) {
      const res = await curl(host, '/api/tenant');
      expect(res.ok, `${host}: ${JSON.stringify(res)}`).toBe(false);
      // 35: the TLS handshake failed, as Caddy has no certificate to offer for the name.
      expect(res.ok ? 0 : res.code).toBe(35);
    }
  });

  it('the school’s links and cookies are https: its e-mailed link opens on the domain, its session cookie is Secure', async () => {
    const login = await curl('escola.aurora.test', '/api/login', [
      '-H',
      'content-type: application/json',
      '-H',
      `origin: https://escola.aurora.test:${httpsPort}`,
      '--data',
      JSON.stringify({ email: 'aluno@aurora.test', password: 'trilha123' }),
    ]);
    expect(login.ok && login.status, JSON.stringify(login)).toBe(200);
    expect(login.ok && login.head).toMatch(/set-cookie: trilha_session=[^\r\n]*; Secure/i);

    const forgot = await curl('escola.aurora.test', '/api/password/forgot', [
      '-H',
      'content-type: application/json',
      '-H',
      `origin: https://escola.aurora.test:${httpsPort}`,
      '--data',
      JSON.stringify({ email: 'aluno@aurora.test' }),
    ]);
    expect(forgot.ok && forgot.status, JSON.stringify(forgot)).toBe(202);
    const [mail] = (await readTestOutbox(t)).filter((m) => m.to === 'aluno@aurora.test');
    expect(new URL(linkIn(mail!)).origin).toBe(`https://escola.aurora.test:${httpsPort}`);
  });

  it('believes forwarded headers only from the proxy’s address (TRUST_PROXY)', async () => {
    const through = await curl('escola.aurora.test', '/api/test/seen');
    expect(through.ok && JSON.parse(through.body)).toEqual({ protocol: 'https', ip: '127.0.0.1' });
    const appPort = (t.app.server.address() as { port: number }).port;
    const direct = async (from: string) => {
      const { stdout } = await run('curl', [
        '-sS',
        '--interface',
        from,
        '-H',
        'x-forwarded-proto: https',
        '-H',
        'x-forwarded-for: 203.0.113.9',
        '-H',
        'host: aurora.localhost',
        `http://127.0.0.1:${appPort}/api/test/seen`,
      ]);
      return JSON.parse(stdout) as unknown;
    };
    // From the proxy's address its word is taken; from anywhere else the connection's own facts count.
    expect(await direct('127.0.0.1')).toEqual({ protocol: 'https', ip: '203.0.113.9' });
    expect(await direct('127.0.0.2')).toEqual({ protocol: 'http', ip: '127.0.0.2' });
  });
});
