import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStale } from './analyze';
import { openDatabase, rowsOf, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

const dialect = new PgDialect();

describe('analyzeStale (planner statistics without autovacuum)', () => {
  it('analyzes the tables that changed, one statement each, so requests get in between', async () => {
    const db = database.db;
    await db.execute(sql`insert into tenants (slug, name) select 'analyze-' || g, 'Escola ' || g from generate_series(1, 300) g`);
    await db.execute(sql`insert into products (tenant_id, title) select id, 'Plano' from tenants where slug like 'analyze-%'`);
    const statements: string[] = [];
    const watched = { execute: (query: SQL) => (statements.push(dialect.sqlToQuery(query).sql), db.execute(query)) };
    const tables = await analyzeStale(watched);
    expect(tables).toEqual(expect.arrayContaining(['products', 'tenants']));
    const analyzes = statements.filter((s) => s.startsWith('analyze'));
    expect(analyzes).toEqual(tables.map((t) => `analyze "${t}"`));
    const [row] = rowsOf<{ reltuples: number }>(await db.execute(sql`select reltuples from pg_class where relname = 'tenants'`));
    expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(300);
    // Nothing changed since: nothing to analyze.
    expect(await analyzeStale(db)).toEqual([]);
  });
});
