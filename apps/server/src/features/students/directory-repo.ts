import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { enrollments, products, roles, userRoles, users } from '../../db/schema/index';
import { perDatabase } from '../../platform/caches';
import { jsonArray } from '../../platform/db/json';
import { intArray } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

export type DirectoryFilter = {
  /** A prefix query of the directory's search (searchWords), or null for everyone. */
  words: string[] | null;
  productId?: number;
  active?: boolean;
};

/**
 * The words of a search as the directory's index holds them (users.search_vector, migration 0041):
 * accents folded, lower case, split at anything but letters and digits. At most eight words; an empty
 * list means nothing to search for. Only letters and digits reach the tsquery, so no input can break
 * its syntax.
 */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  const folded = query
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Each word matched as the start of a word of the name or e-mail ("silv" finds "Ana Silva"). */
const tsquery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/** Holds the student role: the directory lists students; staff are in the staff list. */
const isStudent = sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.tenantId} = ${users.tenantId} and ${userRoles.userId} = ${users.id} and ${roles.slug} = 'student')`;

/** The filters but the search and the product, which decide the plan (pageIds). */
function baseWhere({ tenantId }: Tenant, filter: DirectoryFilter, before?: number): SQL | undefined {
  return and(
    eq(users.tenantId, tenantId),
    isStudent,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
    before === undefined ? undefined : lt(users.id, before),
  );
}

/**
 * How many of the newest accounts a search first looks through in id order before it asks the
 * search index instead (pageIds).
 */
const SEARCH_WINDOW = 2_000;

/**
 * The ids of one page of the directory, newest first, keyset by id (`before`: the last id of the page
 * before). Each filter has the plan that stays fast at 100,000 students (docs/performance.md
 * "People and access"):
 * - none, or status: the primary key read backwards (a partial index serves `inactive`);
 * - a product: its enrolments read backwards by `enrollments_product` (tenant, product, user), so a
 *   product of five holders is as quick as one of 100,000;
 * - a search: a word most people match is found within the newest accounts, a rare one through the
 *   GIN index. The newest SEARCH_WINDOW accounts are read in id order first; when they hold a full
 *   page, that is the page, else the index is asked for the rest below them, where the matches are
 *   then few (under a page per SEARCH_WINDOW accounts). One plan alone is slow at one end: the id
 *   order reads the whole table for a rare word, the index materializes 100,000 rows for "a".
 */
export async function pageIds(db: Db, tenant: Tenant, filter: DirectoryFilter, props: { before?: number; limit: number; window?: number }) {
  const window = props.window ?? SEARCH_WINDOW;
  const words = filter.words && filter.words.length > 0 ? filter.words : null;
  if (!words) {
    if (filter.productId !== undefined) return productPage(db, tenant, filter, { ...props, productId: filter.productId });
    if (filter.active === undefined) {
      const { tenantId } = tenant;
      const rows = await (props.before === undefined
        ? prepared(db).newest.execute({ tenantId, limit: props.limit })
        : prepared(db).newestBefore.execute({ tenantId, before: props.before, limit: props.limit }));
      return rows.map((r) => r.id);
    }
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(baseWhere(tenant, filter, props.before))
      .orderBy(desc(users.id))
      .limit(props.limit);
    return rows.map((r) => r.id);
  }
  // Row by row on the rows found (LATERAL … LIMIT 1 is never turned into a join of the whole
  // user_roles or enrollments table, which the planner otherwise prefers for a few thousand rows).
  const kept = sql`cross join lateral (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
      where ur.tenant_id = ${tenant.tenantId} and ur.user_id = f.id and r.slug = 'student' limit 1) student
    ${
      filter.productId === undefined
        ? sql``
        : sql`cross join lateral (select 1 from ${enrollments} e
      where e.tenant_id = ${tenant.tenantId} and e.user_id = f.id and e.product_id = ${filter.productId} limit 1) holder`
    }
    where ${filter.active === undefined ? sql`true` : sql`f.active = ${filter.active}`}`;
  const query = sql`to_tsquery('simple', ${tsquery(words)})`;
  const below = (id: number | undefined) => (id === undefined ? sql`` : sql`and id < ${id}`);
  const windowed = await db.execute(sql`
    with f as materialized (
      select id, active, search_vector @@ ${query} as hit from ${users} where tenant_id = ${tenant.tenantId} ${below(props.before)}
       order by id desc limit ${window})
    select (select min(id) from f) as floor, (select count(*)::int from f) as seen,
           array(select f.id from (select id, active, hit from f order by id desc) f ${kept} and f.hit
                  order by f.id desc limit ${props.limit}) as ids`);
  const [first] = rowsOf<{ floor: number | null; seen: number; ids: number[] | string }>(windowed);
  const found = first ? intsOfArray(first.ids) : [];
  if (!first || found.length >= props.limit || first.seen < window || first.floor === null) return found;
  // Few matches among the newest: the index finds the rest, below the window.
  const rest = await db.execute(sql`
    with f as materialized (
      select id, active from ${users} where tenant_id = ${tenant.tenantId} and search_vector @@ ${query} ${below(first.floor)})
    select f.id from (select id, active from f order by id desc) f ${kept} order by f.id desc limit ${props.limit - found.length}`);
  return [...found, ...rowsOf<{ id: number }>(rest).map((r) => r.id)];
}

/** A product's holders newest first, from its enrolments' index. */
async function productPage(db: Db, tenant: Tenant, filter: DirectoryFilter, props: { productId: number; before?: number; limit: number }) {
  const rows = await db
    .select({ id: enrollments.userId })
    .from(enrollments)
    .innerJoin(users, and(eq(users.tenantId, enrollments.tenantId), eq(users.id, enrollments.userId)))
    .where(
      and(
        eq(enrollments.tenantId, tenant.tenantId),
        eq(enrollments.productId, props.productId),
        props.before === undefined ? undefined : lt(enrollments.userId, props.before),
        baseWhere(tenant, filter),
      ),
    )
    .orderBy(desc(enrollments.userId))
    .limit(props.limit);
  return rows.map((r) => r.id);
}

/** An int[] as either driver hands it back (an array, or its text form). */
function intsOfArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export type HeldProduct = { id: number; title: string; expiresAt: string | null };
export type DirectoryPerson = {
  id: number;
  name: string;
  email: string;
  active: boolean;
  lastSeenAt: Date | string | null;
  /** Every product held, live or expired, by enrolments' key (tenant, user, product). */
  products: HeldProduct[];
};

const ph = (name: string) => sql.placeholder(name);

/**
 * The directory's hot reads, prepared once per database (Drizzle builds their SQL once; on a
 * PostgreSQL server each pooled connection also parses and plans them once: planning was about half
 * of the database's time on a page of 25).
 */
const prepared = perDatabase((db: Db) => ({
  newest: db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, ph('tenantId')), isStudent))
    .orderBy(desc(users.id))
    .limit(ph('limit'))
    .prepare('students_newest'),
  newestBefore: db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, ph('tenantId')), isStudent, lt(users.id, ph('before'))))
    .orderBy(desc(users.id))
    .limit(ph('limit'))
    .prepare('students_newest_before'),
  // The subquery names the user's columns in full: Drizzle leaves a one-table query's columns unqualified.
  people: db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      active: users.active,
      lastSeenAt: users.lastSeenAt,
      products: sql<unknown>`coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title, 'expiresAt', e.expires_at) order by p.id)
        from ${enrollments} e join ${products} p on p.tenant_id = e.tenant_id and p.id = e.product_id
       where e.tenant_id = "users"."tenant_id" and e.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(and(eq(users.tenantId, ph('tenantId')), sql`${users.id} = any(${ph('ids')}::int[])`))
    .orderBy(desc(users.id))
    .prepare('students_people'),
}));

/** The directory's rows of `ids` with the products each holds (live or expired), newest first: one statement. */
export async function peopleOf(db: Db, { tenantId }: Tenant, ids: readonly number[]): Promise<DirectoryPerson[]> {
  if (ids.length === 0) return [];
  const rows = await prepared(db).people.execute({ tenantId, ids: intArray(ids) });
  return rows.map((row) => ({ ...row, products: jsonArray<HeldProduct>(row.products) }));
}
