import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Reply, Request, WireError } from './pglite-wire';

/**
 * PGlite on a thread of its own (docs/decisions/0009). PGlite is WebAssembly that runs on the
 * thread that calls it: on the server's thread, every statement of the job worker (a fan-out
 * batch, a scoring transaction) stopped the requests' JavaScript while it ran, and the machine's
 * second core idled. Here the server keeps its thread for HTTP and the database takes another;
 * statements still run one at a time, in the order PGlite gives them, as before.
 *
 * The client answers the part of PGlite's interface the server uses (Drizzle's driver, the
 * migrator, the change feed): `query`, `exec`, `transaction` with those two, `listen` and `close`.
 * Result parsers cannot cross a thread: a query's `parsers` name the types to leave as text, which
 * is all Drizzle asks of them.
 */
export type RemotePglite = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * tsx's ES module API, so the thread runs the TypeScript source as the server does (Node 20's
 * threads do not inherit the loader). Its `import` entry, read from its package: the `require`
 * one, which `require.resolve` gives, does not load from a thread.
 */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const entry = exports['./esm/api']?.import.default;
  if (!entry) throw new Error('tsx has no ./esm/api import entry');
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}
const threadFile = new URL('./pglite-thread.ts', import.meta.url).href;

/** An error from the thread, as the driver's own: `code`, `constraint` and the rest where they were. */
function revive(error: WireError): Error {
  const revived = new Error(error.message);
  Object.assign(revived, error);
  return revived;
}

/** `from`: a data directory dumped by PGlite's `dumpDataDir` (a tar file) to start from. */
export async function openPgliteThread(dataDir: string | undefined, from?: string): Promise<RemotePglite> {
  const worker = new Worker(
    `import(${JSON.stringify(tsxApi())}).then(({ tsImport }) => tsImport(${JSON.stringify(threadFile)}, ${JSON.stringify(threadFile)}));`,
    { eval: true, workerData: { dataDir, from } },
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failed: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        resolve();
        return;
      }
      if ('notify' in reply) {
        for (const listener of listeners.get(reply.notify) ?? []) listener(reply.payload);
        return;
      }
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (!call) return;
      if (reply.ok) call.resolve(reply.value);
      else call.reject(revive(reply.error));
    });
    // The thread died (out of memory, a bug): every call waiting and every later one fails.
    const fail = (error: Error) => {
      failed = error;
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  });
  await ready;

  const call = <T>(request: DistributiveOmit<Request, 'id'>): Promise<T> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies Request);
    });
  };

  const query = <T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) =>
    call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      text: Object.keys(options?.parsers ?? {}).map(Number),
    });
  const exec = (tx: number | undefined, sql: string) => call<Results[]>({ op: 'exec', tx, sql });

  const client = {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => query<T>(undefined, sql, params, options),
    exec: (sql: string) => exec(undefined, sql),
    async transaction<T>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let closed = false;
      const handle = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => query<R>(tx, sql, params, options),
        exec: (sql: string) => exec(tx, sql),
        get closed() {
          return closed;
        },
      } as unknown as Parameters<typeof work>[0];
      let result: T;
      try {
        result = await work(handle);
      } catch (error) {
        closed = true;
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      closed = true;
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel: string, listener: (payload: string) => void) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await call({ op: 'listen', channel });
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(channel);
        await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (failed) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
  return client;
}
