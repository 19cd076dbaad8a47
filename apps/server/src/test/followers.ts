import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/accounts/passwords';
import type { Db } from '../platform/db/client';
import { DEMO_PASSWORD } from '../seed/data';

/** The demo password's hash (argon2, slow on purpose): computed once per caller, given to addStudents. */
export const demoPasswordHash = () => hashPassword(DEMO_PASSWORD);

/**
 * `count` students of a school, written in three set-based statements (users, their student role,
 * nothing else): members of every community open to the whole school, so a post there fans out to
 * all of them. For the fan-out's crash test and bench (bench/cases/notifications.ts). They sign in
 * with `passwordHash` when given (the demo password's hash, computed once by the caller).
 * Answers the first and last new user ids.
 */
export async function addStudents(db: Db, opts: { tenantId: number; count: number; prefix: string; passwordHash?: string }) {
  const { tenantId, count, prefix } = opts;
  await db.execute(sql`
    insert into users (tenant_id, email, name, password_hash)
    select ${tenantId}, ${prefix} || g || '@followers.test', 'Seguidor ' || g, ${opts.passwordHash ?? null}
    from generate_series(1, ${count}) g`);
  // Fresh statistics: with the few users the seed left, the planner joins the roles below row by row (minutes on PGlite).
  await db.execute(sql`analyze users`);
  await db.execute(sql`
    insert into user_roles (tenant_id, user_id, role_id)
    select ${tenantId}, u.id, r.id from users u, roles r
    where u.tenant_id = ${tenantId} and u.email like ${`${prefix}%@followers.test`} and r.slug = 'student'`);
  const result = await db.execute(sql`
    select min(id)::int as first, max(id)::int as last from users
    where tenant_id = ${tenantId} and email like ${`${prefix}%@followers.test`}`);
  const [row] = (result as { rows: { first: number; last: number }[] }).rows;
  if (!row) throw new Error('addStudents: no rows');
  return { first: row.first, last: row.last, email: (n: number) => `${prefix}${n}@followers.test` };
}
