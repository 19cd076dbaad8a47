import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/client';
import { createTestApp, type TestApp } from './harness';

/**
 * The rules Citus needs to keep a school on one node (docs/scaling.md), read from the migrated
 * schema: every table is distributed by `tenant_id`, so its primary key and every unique index must
 * hold `tenant_id` (the primary key leading with it), and a foreign key to another distributed table
 * must carry `tenant_id` on both sides, or a row could point into another school's shard. The
 * exceptions are named here with their reason; a new table joins the rule or this list.
 */
const REFERENCE_TABLES: Record<string, string> = {
  tenants: 'the schools themselves: replicated to every node',
  tenant_domains: 'host → school, read before the school is known: replicated',
  roles: 'the four roles, the same for every school: replicated',
};
const COORDINATOR_TABLES: Record<string, string> = {
  jobs: 'the durable queue, claimed across schools with SKIP LOCKED: a local table on the coordinator',
  domain_events: 'the event log the subscribers read in order across schools: on the coordinator',
  event_streams: 'each subscriber’s position in that log: on the coordinator',
  school_imports: 'the operator’s imports, before their school exists: on the coordinator',
};

type Constraint = { table: string; kind: 'p' | 'f'; columns: string[]; ref: string | null; refColumns: string[] | null };
type UniqueIndex = { table: string; index: string; columns: string[] };

let t: TestApp;
let constraints: Constraint[];
let uniques: UniqueIndex[];
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  tables = rowsOf<{ name: string }>(
    await t.ctx.db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '%drizzle%' order by 1`),
  ).map((r) => r.name);
  constraints = rowsOf<Constraint>(
    await t.ctx.db.execute(sql`
      select r.relname as "table", c.contype as kind,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as columns,
        f.relname as ref,
        case when c.contype = 'f' then array(select a.attname::text from unnest(c.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) end as "refColumns"
      from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
      left join pg_class f on f.oid = c.confrelid
      where n.nspname = 'public' and c.contype in ('p', 'f')`),
  );
  uniques = rowsOf<UniqueIndex>(
    await t.ctx.db.execute(sql`
      select r.relname as "table", i.relname as index,
        array(select a.attname::text from unnest(x.indkey) k(n) join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n) as columns
      from pg_index x join pg_class r on r.oid = x.indrelid join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = r.relnamespace
      where n.nspname = 'public' and x.indisunique`),
  );
});
afterAll(() => t.close());

const distributed = (table: string) => !(table in REFERENCE_TABLES) && !(table in COORDINATOR_TABLES);

describe('the schema Citus can distribute by tenant_id', () => {
  it('reads a schema worth checking', () => {
    expect(tables.length).toBeGreaterThan(60);
    expect(Object.keys({ ...REFERENCE_TABLES, ...COORDINATOR_TABLES }).every((name) => tables.includes(name))).toBe(true);
  });

  it('every distributed table has tenant_id leading its primary key', () => {
    const wrong = tables
      .filter(distributed)
      .filter((table) => constraints.find((c) => c.table === table && c.kind === 'p')?.columns[0] !== 'tenant_id');
    expect(wrong).toEqual([]);
  });

  it('every unique index of a distributed table holds tenant_id', () => {
    const wrong = uniques.filter((u) => distributed(u.table) && !u.columns.includes('tenant_id')).map((u) => `${u.table}.${u.index}`);
    expect(wrong).toEqual([]);
  });

  it('no foreign key crosses schools: between distributed tables it carries tenant_id to tenant_id', () => {
    const wrong = constraints
      .filter((c) => c.kind === 'f' && distributed(c.table) && c.ref !== null && distributed(c.ref))
      .filter((c) => {
        const at = c.columns.indexOf('tenant_id');
        return at < 0 || c.refColumns?.[at] !== 'tenant_id';
      })
      .map((c) => `${c.table}(${c.columns.join(', ')}) → ${c.ref}(${c.refColumns?.join(', ')})`);
    expect(wrong).toEqual([]);
  });

  it('every distributed table has the tenant_id column it is distributed by', () => {
    const withTenant = new Set(constraints.filter((c) => c.columns.includes('tenant_id')).map((c) => c.table));
    expect(tables.filter(distributed).filter((table) => !withTenant.has(table))).toEqual([]);
  });
});
