import { and, eq, sql } from 'drizzle-orm';
import type { ExportState } from '@trilha/shared/schools/constants';
import { schoolExports } from '../../db/schema/index';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

/** A table holding schools' rows: its name and primary key columns (the order rows are written in). */
export type SchoolTable = { name: string; key: string[] };

/**
 * Every table with a `tenant_id` column, read from the catalogue, so a table added later is
 * exported without a list to keep (docs/schools.md "Moving a school").
 */
export async function schoolTables(db: Db): Promise<SchoolTable[]> {
  const result = await db.execute(sql`
    select c.relname as name,
      array(select a.attname::text from pg_index x cross join unnest(x.indkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.n
        where x.indrelid = c.oid and x.indisprimary order by k.o) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
    order by c.relname`);
  return rowsOf<SchoolTable>(result);
}

/** One page of a school's rows of `table`, each as its JSON object, in primary key order. */
export async function tableRows(db: Db, props: Tenant & { table: SchoolTable; offset: number; limit: number }): Promise<string[]> {
  const order = sql.join(
    (props.table.key.length > 0 ? props.table.key : ['tenant_id']).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const result = await db.execute(sql`
    select row_to_json(t)::text as row from ${sql.identifier(props.table.name)} t
    where t.tenant_id = ${props.tenantId} order by ${order} limit ${props.limit} offset ${props.offset}`);
  return rowsOf<{ row: string }>(result).map((r) => r.row);
}

export async function schoolRow(db: Db, { tenantId }: Tenant) {
  const result = await db.execute(sql`select row_to_json(t)::text as row from tenants t where t.id = ${tenantId}`);
  const [row] = rowsOf<{ row: string }>(result);
  return row ? (JSON.parse(row.row) as Record<string, unknown>) : null;
}

/** The newest migration applied: the archive's schema version. */
export async function schemaVersion(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

const exportColumns = {
  id: schoolExports.id,
  tenantId: schoolExports.tenantId,
  state: sql<ExportState>`${schoolExports.state}`,
  progress: schoolExports.progress,
  key: schoolExports.key,
  bytes: schoolExports.bytes,
  includeSecrets: schoolExports.includeSecrets,
  error: schoolExports.error,
  createdAt: schoolExports.createdAt,
};
export type ExportRow = {
  id: number;
  tenantId: number;
  state: ExportState;
  progress: number;
  key: string | null;
  bytes: number | null;
  includeSecrets: boolean;
  error: string | null;
  createdAt: Date;
};

export async function insertExport(tx: Db, props: Tenant & { includeSecrets: boolean; requestedBy: number }): Promise<ExportRow> {
  const [row] = await tx.insert(schoolExports).values(props).returning(exportColumns);
  if (!row) throw new Error('the export was not inserted');
  return row;
}

export async function findExport(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<ExportRow | null> {
  const [row] = await db
    .select(exportColumns)
    .from(schoolExports)
    .where(and(eq(schoolExports.tenantId, tenantId), eq(schoolExports.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateExport(
  db: Db,
  { tenantId, id }: Tenant & { id: number },
  values: Partial<{ state: ExportState; progress: number; key: string; bytes: number; error: string; finishedAt: Date }>,
) {
  await db
    .update(schoolExports)
    .set(values)
    .where(and(eq(schoolExports.tenantId, tenantId), eq(schoolExports.id, id)));
}
