import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request, WireError } from './pglite-wire';

/**
 * The embedded database's own thread (pglite-remote.ts starts it): PGlite runs here, so its
 * statements take the machine's second core and no longer stop the server's event loop while
 * they run. It answers the server's calls one by one, as PGlite orders them: a call outside a
 * transaction waits for the open one (PGlite's own lock), as it did on the server's thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');

const identity = (value: string) => value;

/**
 * The types Drizzle asks to keep as text on every query (drizzle-orm/pglite's session: timestamp,
 * timestamptz, interval, date and their arrays, numeric[]), set once on the instance: a query's own
 * `parsers` cost PGlite a copy of its whole parser table on every query (docs/performance.md "Notifications").
 */
const DRIZZLE_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const drizzleText = new Set(DRIZZLE_TEXT);
const defaultParsers: ParserOptions = types.parsers;

/** A query's parsers: none for Drizzle's set (the instance's own); else the instance's, changed as asked. */
function parsersFor(text: number[]) {
  if (text.length === drizzleText.size && text.every((oid) => drizzleText.has(oid))) return undefined;
  const asked = new Set(text);
  const parsers: ParserOptions = {};
  for (const oid of DRIZZLE_TEXT) if (!asked.has(oid)) parsers[oid] = defaultParsers[oid] ?? identity;
  for (const oid of asked) parsers[oid] = identity;
  return parsers;
}

const { dataDir, from } = workerData as { dataDir: string | undefined; from: string | undefined };
const pg = await PGlite.create(dataDir, {
  parsers: Object.fromEntries(DRIZZLE_TEXT.map((oid) => [oid, identity])),
  // A dumped data directory to start from instead of an empty cluster (openDatabase's `from`).
  loadDataDir: from ? new Blob([await readFile(from)]) : undefined,
});

/** Open transactions by id, with what ends each (its callback's promise, kept open until then). */
const open = new Map<number, { tx: Transaction; end: (commit: boolean, replyId: number) => void }>();
let nextTx = 1;
/** What ends a transaction the server rolled back (PGlite rolls back when the callback rejects). */
class Rollback extends Error {}
const unlisteners = new Map<string, () => Promise<void>>();

/** The error's fields (SQLSTATE, constraint, detail…) survive the thread boundary; its class does not. */
function wire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: WireError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

const send = (reply: Reply) => port.postMessage(reply);

async function answer(request: Request): Promise<unknown> {
  const on = request.tx === undefined ? pg : open.get(request.tx)?.tx;
  if (!on) throw new Error(`no open transaction ${String(request.tx)}`);
  switch (request.op) {
    case 'query': {
      const result = await on.query(request.sql, request.params, { rowMode: request.rowMode, parsers: parsersFor(request.text) });
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    }
    case 'exec': {
      const results = await on.exec(request.sql);
      return results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: r.fields }));
    }
    case 'begin':
      return begin();
    case 'listen': {
      const unlisten = await pg.listen(request.channel, (payload) => send({ notify: request.channel, payload }));
      unlisteners.set(request.channel, unlisten);
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      await pg.close();
      return null;
    case 'end':
      throw new Error('end is answered when its transaction settles');
  }
}

/** Opens a transaction and answers its id once it holds PGlite; it ends on the server's 'end'. */
function begin(): Promise<number> {
  return new Promise((resolveBegin, rejectBegin) => {
    const id = nextTx++;
    let endReply = 0;
    pg.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open.set(id, {
            tx,
            end: (commit, replyId) => {
              endReply = replyId;
              if (commit) resolve();
              else reject(new Rollback());
            },
          });
          resolveBegin(id);
        }),
    ).then(
      () => send({ id: endReply, ok: true, value: null }),
      (error: unknown) => {
        if (endReply === 0) {
          rejectBegin(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        send(error instanceof Rollback ? { id: endReply, ok: true, value: null } : { id: endReply, ok: false, error: wire(error) });
      },
    );
  });
}

port.on('message', (request: Request) => {
  if (request.op === 'end') {
    const transaction = open.get(request.tx);
    open.delete(request.tx);
    if (transaction) transaction.end(request.commit, request.id);
    else send({ id: request.id, ok: false, error: { message: `no open transaction ${request.tx}` } });
    return;
  }
  answer(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (error: unknown) => send({ id: request.id, ok: false, error: wire(error) }),
  );
});
send({ ready: true });
