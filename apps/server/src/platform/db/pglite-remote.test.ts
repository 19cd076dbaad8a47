import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type RemotePglite } from './pglite-remote';
import { UNIQUE_VIOLATION, violates } from './constraint';

let pg: RemotePglite;
beforeAll(async () => {
  pg = await openPgliteThread(undefined);
  await pg.exec('create table t (id int primary key, at timestamptz)');
});
afterAll(() => pg.close());

describe('PGlite on its own thread (docs/decisions/0009)', () => {
  it('keeps the server thread running while the database works', async () => {
    // On the calling thread this statement would run start to end with no timer firing.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await pg.query('select count(*) from generate_series(1, 3000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(took / 20);
  });

  it('answers rows as objects or arrays, the named types as text', async () => {
    await pg.query('insert into t values (1, $1)', [new Date('2026-11-27T10:00:00Z')]);
    const asObjects = await pg.query<{ id: number; at: Date }>('select id, at from t where id = 1');
    expect(asObjects.rows[0]?.at).toBeInstanceOf(Date);
    // Drizzle's parsers leave timestamps as text (1184: timestamptz); only the type ids cross.
    const asText = await pg.query<unknown[]>('select id, at from t where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows[0]).toEqual([1, '2026-11-27 10:00:00+00']);
  });

  it('gives an error its SQLSTATE and constraint across the thread', async () => {
    const error = await pg.query('insert into t values (1, null)').catch((e: unknown) => e);
    expect(violates(error, UNIQUE_VIOLATION, 't_pkey')).toBe(true);
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction, rolls one back when its work throws, and runs a call outside it after it', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t values (2, null)');
    });
    const order: string[] = [];
    const failing = pg.transaction(async (tx) => {
      await tx.query('insert into t values (3, null)');
      // A call from outside, made while the transaction is open, waits for its end.
      const outside = pg.query<{ n: number }>('select count(*)::int as n from t').then((r) => order.push(`outside ${r.rows[0]?.n}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
      void outside;
      throw new Error('no');
    });
    await expect(failing).rejects.toThrow('no');
    const ids = await pg.query<{ id: number }>('select id from t order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2]);
    await pg.query('select 1');
    expect(order).toEqual(['transaction', 'outside 2']);
  });

  it('passes notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('c', (payload) => heard.push(payload));
    await pg.query("select pg_notify('c', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await unlisten();
    await pg.query("select pg_notify('c', 'two')");
    await pg.query('select 1');
    expect(heard).toEqual(['one']);
  });
});
