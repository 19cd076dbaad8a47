import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import type { AppContext } from '../platform/context';
import { openDatabase, type Database } from '../platform/db/client';
import { createStorage } from '../platform/storage';
import { seedDemo } from '../seed/seed';
import { scratchDatabase } from './scratch-database';
import { seededCopy } from './seeded';

export const AURORA = 'aurora.localhost';
export const BOREAL = 'boreal.localhost';

/**
 * A seeded app per test file: a copy of the run's seeded demo schools (seeded.ts), on PGlite in
 * memory or on the PostgreSQL server named by DATABASE_URL (the test script's throwaway cluster),
 * dropped again by close(). With S3 settings the demo is seeded afresh, its files into the bucket.
 */
export async function createTestApp(
  options: {
    loginRateLimit?: number;
    webDist?: string;
    env?: Record<string, string>;
    /** Routes of the test's own, added before the app is ready (a platform part tested through a request). */
    routes?: (app: FastifyInstance, ctx: AppContext) => void;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-test-'));
  // `env`: more settings, such as S3_* for a test against a real S3 server (src/test/s3-server.ts).
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...options.env });
  config.loginRateLimit = options.loginRateLimit ?? 10_000;
  // A stand-in build for tests of the served page, else none: never the real apps/web/dist, which
  // `npm test` rebuilds in another lane while these tests run.
  config.webDist = options.webDist;
  let database: Database;
  let dropDatabase = async () => {};
  if (config.s3) {
    const adminUrl = process.env.DATABASE_URL;
    const scratch = adminUrl ? await scratchDatabase(adminUrl, 'trilha_test') : undefined;
    database = await openDatabase({ url: scratch?.url, dataDir: scratch ? dataDir : 'memory://' });
    if (scratch) dropDatabase = scratch.drop;
    await seedDemo(database.db, createStorage(config));
  } else {
    const copy = await seededCopy(dataDir);
    database = await copy.open();
    dropDatabase = copy.drop;
  }
  const { app, ctx } = await buildApp(config, database);
  options.routes?.(app, ctx);
  await app.ready();

  /** The browser's Origin on `host`: PUBLIC_URL's scheme and port, as the school's origins are built. */
  const originOn = (host: string) => {
    const publicUrl = new URL(config.publicUrl);
    return `${publicUrl.protocol}//${host}${host.includes(':') || !publicUrl.port ? '' : `:${publicUrl.port}`}`;
  };

  type Request = Omit<InjectOptions, 'headers'> & { host?: string; cookie?: string; headers?: Record<string, string> };
  /** Injects like a browser on `host`: unsafe methods carry a same-origin Origin header. */
  const request = (opts: Request): Promise<LightMyRequestResponse> => {
    const host = opts.host ?? AURORA;
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { host, ...(opts.headers ?? {}) };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !('origin' in headers)) headers.origin = originOn(host);
    if (opts.cookie) headers.cookie = opts.cookie;
    const rest: Partial<Request> = { ...opts };
    delete rest.host;
    delete rest.cookie;
    delete rest.headers;
    return app.inject({ ...rest, method: method as InjectOptions['method'], headers });
  };

  /** Signs in and returns the Cookie header value of the new session. */
  const login = async (email: string, host = email.endsWith('@boreal.test') ? BOREAL : AURORA) => {
    const res = await request({ method: 'POST', url: '/api/login', host, payload: { email, password: 'trilha123' } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };

  return {
    app,
    ctx,
    config,
    request,
    login,
    originOn,
    /**
     * After a write made straight in the database: waits until the app has heard its change
     * notification (docs/caching.md), as another process's write reaches this one.
     */
    heard: () => database.changes.flush(),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
