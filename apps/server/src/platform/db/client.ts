import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { analyzeStale } from './analyze';
import { pgliteChanges, postgresChanges, type ChangeFeed } from './changes';
import { createForegroundGate } from './foreground';
import { openPgliteThread, type RemotePglite } from './pglite-remote';

type Schema = typeof schema;
/** One type for the database and for a transaction: every repo function takes it first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What changed in the rows the caches keep, from any process (changes.ts). */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

/** A lost notification connection is worth one line; the feed reconnects by itself. */
const reportChangeError = (error: unknown) =>
  console.error(`trilha: database change notifications: ${error instanceof Error ? error.message : String(error)}`);

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * PostgreSQL everywhere: a server when `url` is given, else PGlite (persisted in `dataDir`,
 * or in memory when `dataDir` is 'memory://', as the tests do). Migrations run before return, and
 * on PGlite the planner statistics that are missing or stale are gathered (analyze.ts).
 * `from` (PGlite only): a dumped data directory to start from, as the tests' seeded copy does
 * (src/test/template.ts).
 */
export async function openDatabase(options: { url?: string; dataDir: string; from?: string }): Promise<Database> {
  if (options.url) {
    // JIT off for every connection: Trilha's statements are short, and an aggregate over a large school
    // (a product's holders, a course's report) passes jit_above_cost and spends more compiling than
    // running (three of the four seconds of a 10,000-student report; docs/performance.md "People and access").
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {
      // Nothing to do: the pool drops the broken connection and opens another when needed.
    });
    const db = drizzlePg({ client: foregroundFirstPool(pool), schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    const changes = await postgresChanges(options.url, reportChangeError);
    return {
      db,
      kind: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pgdata');
  // On a thread of its own (pglite-remote.ts): the server's thread stays free for requests.
  // Drizzle's type asks for a PGlite; it calls only `query` and `transaction`, which the thread's client has.
  const client = await openPgliteThread(dir, options.from);
  const pgliteDb = drizzlePglite({ client: foregroundFirst(client) as never, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // PGlite has no autovacuum: statistics come from here and the db.analyze job (analyze.ts).
  await analyzeStale(pgliteDb);
  const changes = await pgliteChanges(client, reportChangeError);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/**
 * The embedded database as Drizzle sees it: every statement and transaction through the
 * foreground gate (foreground.ts), so the job worker's statements wait for the requests'.
 */
function foregroundFirst(client: RemotePglite): RemotePglite {
  const gate = createForegroundGate();
  const gated = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const call = (value as (...args: unknown[]) => unknown).bind(target);
      return gated.has(prop) ? (...args: unknown[]) => gate.run(() => Promise.resolve(call(...args))) : call;
    },
  });
}

/**
 * The server's pool as Drizzle sees it: a query, or a connection held for a transaction until its
 * release, through the foreground gate (foreground.ts).
 */
function foregroundFirstPool(pool: pg.Pool): pg.Pool {
  const gate = createForegroundGate();
  return new Proxy(pool, {
    get(target, prop) {
      // Drizzle calls the promise form of `query` only.
      if (prop === 'query') return (text: string | pg.QueryConfig, values?: unknown[]) => gate.run(() => target.query(text, values));
      if (prop === 'connect') {
        return async () => {
          const end = await gate.enter();
          try {
            const client = await target.connect();
            // The pool sets `release` on every checkout: this one also ends the gate's count.
            const release = client.release.bind(client);
            client.release = (error?: Error | boolean) => {
              end();
              release(error);
            };
            return client;
          } catch (error) {
            end();
            throw error;
          }
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The rows of a `db.execute` result (raw SQL): node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
