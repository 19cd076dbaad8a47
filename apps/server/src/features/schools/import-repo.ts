import { eq, sql } from 'drizzle-orm';
import type { ImportState } from '@trilha/shared/schools/constants';
import { schoolImports } from '../../db/schema/index';
import { rowsOf, type Db } from '../../platform/db/client';

/** `generated`: computed by the database (a search column), in the rows exported but never written. */
export type ColumnInfo = { table: string; column: string; identity: boolean; generated: boolean };

/** Every column of every table, and which are identities and which are generated. */
export async function tableColumns(db: Db): Promise<Map<string, ColumnInfo[]>> {
  const rows = rowsOf<ColumnInfo>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", a.attidentity <> '' as identity, a.attgenerated <> '' as generated
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() and c.relkind = 'r' order by c.relname, a.attnum`),
  );
  const byTable = new Map<string, ColumnInfo[]>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  return byTable;
}

/** Which table's rows each table's foreign keys point at (self-references left out). */
export async function foreignKeyEdges(db: Db): Promise<{ table: string; ref: string }[]> {
  return rowsOf<{ table: string; ref: string }>(
    await db.execute(sql`
      select distinct r.relname as "table", f.relname as ref
      from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_class f on f.oid = c.confrelid
      join pg_namespace n on n.oid = r.relnamespace
      where n.nspname = current_schema() and c.contype = 'f' and c.conrelid <> c.confrelid`),
  );
}

/**
 * Inserts rows given as JSON objects, typed by the table's own row type (timestamps, arrays and
 * jsonb come out as they went in), identity values kept as given.
 */
export async function insertRows(tx: Db, props: { table: string; columns: string[]; rows: string }) {
  const columns = sql.join(
    props.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${sql.identifier(props.table)} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::${sql.identifier(props.table)}, ${props.rows}::jsonb)`);
}

/** Moves an identity's sequence past the values an import wrote, never backwards. */
export async function advanceSequence(tx: Db, props: { table: string; column: string }) {
  const qualified = `"${props.table}"`;
  await tx.execute(sql`
    select setval(x.s::regclass, x.m)
    from (select pg_get_serial_sequence(${qualified}, ${props.column}) as s,
      (select max(${sql.identifier(props.column)}) from ${sql.identifier(props.table)}) as m) x
    where x.s is not null and x.m is not null and x.m > coalesce(pg_sequence_last_value(x.s::regclass), 0)`);
}

// ---- The operator's imports ----

const importColumns = {
  id: schoolImports.id,
  state: sql<ImportState>`${schoolImports.state}`,
  host: schoolImports.host,
  key: schoolImports.key,
  tenantId: schoolImports.tenantId,
  error: schoolImports.error,
};
export type ImportRow = { id: number; state: ImportState; host: string; key: string; tenantId: number | null; error: string | null };

export async function insertImport(tx: Db, props: { host: string; key: string; requestedBy: number }): Promise<ImportRow> {
  const [row] = await tx.insert(schoolImports).values(props).returning(importColumns);
  if (!row) throw new Error('the import was not inserted');
  return row;
}

export async function findImport(db: Db, id: number): Promise<ImportRow | null> {
  const [row] = await db.select(importColumns).from(schoolImports).where(eq(schoolImports.id, id)).limit(1);
  return row ?? null;
}

export async function updateImport(
  db: Db,
  id: number,
  values: Partial<{ state: ImportState; tenantId: number; error: string; finishedAt: Date }>,
) {
  await db.update(schoolImports).set(values).where(eq(schoolImports.id, id));
}
