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

  it('samples notifications with a statistics target of 10, then leaves the setting as it was', async () => {
    const db = database.db;
    const [tenant] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into tenants (slug, name) values ('analyze-sample', 'Escola') returning id`),
    );
    const tenantId = Number(tenant?.id);
    await db.execute(sql`insert into users (tenant_id, email, name)
      select ${tenantId}, 'leitor' || g || '@analyze.test', 'Leitor ' || g from generate_series(1, 400) g`);
    await db.execute(sql`insert into notifications (tenant_id, user_id, type, event_id, data, redirect_url, in_feed)
      select ${tenantId}, id, 'community_post', 1, '{}'::jsonb, '/homepage', true from users where tenant_id = ${tenantId}`);
    expect(await analyzeStale(db)).toContain('notifications');
    // A target of 10 keeps at most 11 histogram bounds (100, the default, up to 101).
    const [stats] = rowsOf<{ bounds: number }>(
      await db.execute(sql`select array_length(histogram_bounds::text::int[], 1) as bounds from pg_stats
        where tablename = 'notifications' and attname = 'user_id'`),
    );
    expect(Number(stats?.bounds)).toBeGreaterThan(1);
    expect(Number(stats?.bounds)).toBeLessThanOrEqual(11);
    const [setting] = rowsOf<{ target: string }>(await db.execute(sql`select current_setting('default_statistics_target') as target`));
    expect(setting?.target).toBe('100');
  });
});
