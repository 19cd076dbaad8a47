import { and, eq, sql } from 'drizzle-orm';
import { products, studentImports, users } from '../../db/schema/index';
import { intArray, textArray } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
type ImportKey = Tenant & { importId: number };

export type ImportRecord = typeof studentImports.$inferSelect;

export async function insertImport(tx: Db, values: Omit<typeof studentImports.$inferInsert, 'id'>) {
  const [row] = await tx.insert(studentImports).values(values).returning({ id: studentImports.id });
  if (!row) throw new Error('insert into student_imports returned no row');
  return row.id;
}

export async function findImport(db: Db, { tenantId, importId }: ImportKey): Promise<ImportRecord | null> {
  const [row] = await db
    .select()
    .from(studentImports)
    .where(and(eq(studentImports.tenantId, tenantId), eq(studentImports.id, importId)))
    .limit(1);
  return row ?? null;
}

export async function updateImport(db: Db, { tenantId, importId }: ImportKey, changes: Partial<typeof studentImports.$inferInsert>) {
  await db
    .update(studentImports)
    .set(changes)
    .where(and(eq(studentImports.tenantId, tenantId), eq(studentImports.id, importId)));
}

/** The school's products as an import may name them (at most PRODUCTS_MAX). */
export function importProducts(db: Db, { tenantId }: Tenant) {
  return db
    .select({ id: products.id, title: products.title, accessDays: products.accessDays })
    .from(products)
    .where(eq(products.tenantId, tenantId));
}

export type Account = { id: number; email: string; name: string; active: boolean };

/** The school's accounts of these e-mails. */
export async function accountsOf(db: Db, { tenantId, emails }: Tenant & { emails: readonly string[] }): Promise<Account[]> {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name, active: users.active })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`${users.email} = any(${textArray(emails)}::text[])`));
}

/** What these accounts hold now: `user:product` → expiry (null for life). */
export async function holdings(db: Db, { tenantId, userIds }: Tenant & { userIds: readonly number[] }) {
  const held = new Map<string, Date | string | null>();
  if (userIds.length === 0) return held;
  const result = await db.execute(sql`
    select user_id as "userId", product_id as "productId", expires_at as "expiresAt" from enrollments
     where tenant_id = ${tenantId} and user_id = any(${intArray(userIds)}::int[])`);
  for (const r of rowsOf<{ userId: number; productId: number; expiresAt: Date | string | null }>(result)) {
    held.set(`${r.userId}:${r.productId}`, r.expiresAt);
  }
  return held;
}

/**
 * A batch's new accounts, made in one statement; the unique (tenant, email) keeps an account made
 * meanwhile (or by an earlier run) from being made twice. Returns the e-mails created.
 */
export async function createAccounts(tx: Db, { tenantId, people }: Tenant & { people: readonly { name: string; email: string }[] }) {
  if (people.length === 0) return new Set<string>();
  const result = await tx.execute(sql`
    insert into users (tenant_id, email, name)
    select ${tenantId}, x.email, x.name from unnest(${textArray(people.map((p) => p.email))}::text[], ${textArray(people.map((p) => p.name))}::text[]) as x(email, name)
    on conflict (tenant_id, email) do nothing
    returning email`);
  return new Set(rowsOf<{ email: string }>(result).map((r) => r.email));
}

/** The student role for accounts without a staff role (staff stay staff), in one statement. */
export async function makeStudents(tx: Db, { tenantId, userIds }: Tenant & { userIds: readonly number[] }) {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into user_roles (tenant_id, user_id, role_id)
    select ${tenantId}, u.id, r.id from unnest(${intArray(userIds)}::int[]) as u(id), roles r
     where r.slug = 'student'
       and not exists (select 1 from user_roles ur join roles s on s.id = ur.role_id
                        where ur.tenant_id = ${tenantId} and ur.user_id = u.id and s.slug <> 'student')
    on conflict do nothing`);
}

export type Grant = { userId: number; productId: number; expiresAt: string | null; accessDays: number | null };

/**
 * Grants in one statement each kind, source `import`, and returns the students whose access changed.
 * Idempotent: a grant with a date from the file changes a held product only when the date differs;
 * one without takes the product's rule, so it renews only an expired holding (a live one stays as it
 * is: running the same file again changes nothing).
 */
export async function grantAll(tx: Db, { tenantId, grants }: Tenant & { grants: readonly Grant[] }): Promise<Set<number>> {
  const changed = new Set<number>();
  const dated = grants.filter((g) => g.expiresAt !== null);
  const ruled = grants.filter((g) => g.expiresAt === null);
  if (dated.length > 0) {
    const result = await tx.execute(sql`
      insert into enrollments (tenant_id, user_id, product_id, source, expires_at)
      select ${tenantId}, x.u, x.p, 'import', x.e::timestamptz
        from unnest(${intArray(dated.map((g) => g.userId))}::int[], ${intArray(dated.map((g) => g.productId))}::int[],
                    ${textArray(dated.map((g) => g.expiresAt ?? ''))}::text[]) as x(u, p, e)
      on conflict (tenant_id, user_id, product_id) do update set expires_at = excluded.expires_at, source = 'import'
        where enrollments.expires_at is distinct from excluded.expires_at
      returning user_id`);
    for (const r of rowsOf<{ user_id: number }>(result)) changed.add(r.user_id);
  }
  if (ruled.length > 0) {
    const result = await tx.execute(sql`
      insert into enrollments (tenant_id, user_id, product_id, source, expires_at)
      select ${tenantId}, x.u, x.p, 'import', case when x.d > 0 then now() + make_interval(days => x.d) end
        from unnest(${intArray(ruled.map((g) => g.userId))}::int[], ${intArray(ruled.map((g) => g.productId))}::int[],
                    ${intArray(ruled.map((g) => g.accessDays ?? 0))}::int[]) as x(u, p, d)
      on conflict (tenant_id, user_id, product_id) do update set expires_at = excluded.expires_at, source = 'import'
        where enrollments.expires_at is not null and enrollments.expires_at <= now()
      returning user_id`);
    for (const r of rowsOf<{ user_id: number }>(result)) changed.add(r.user_id);
  }
  return changed;
}
