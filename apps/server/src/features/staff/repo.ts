import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@trilha/shared/staff/constants';
import { STAFF_MAX } from '@trilha/shared/staff/constants';
import { roles, userRoles, users } from '../../db/schema/index';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
type UserKey = Tenant & { userId: number };

/** The role ids of migration 0001: student 1, moderator 2, admin 3, owner 4. */
const ROLE_ID: Record<StaffRole | 'student', number> = { student: 1, moderator: 2, admin: 3, owner: 4 };

export type StaffRow = { id: number; name: string; email: string; role: StaffRole; lastSeenAt: Date | null };

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: sql<StaffRole>`${roles.slug}`,
  lastSeenAt: users.lastSeenAt,
};

/** Staff roles joined to their people; `where` narrows to the school (and a person). */
function selectStaff(db: Db, where: Tenant & { userId?: number }) {
  return db
    .select(staffColumns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, and(eq(users.tenantId, userRoles.tenantId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.tenantId, where.tenantId),
        gt(userRoles.roleId, ROLE_ID.student),
        where.userId === undefined ? undefined : eq(userRoles.userId, where.userId),
      ),
    );
}

/** The staff, owner first, then administrators and moderators, each by name; bounded by STAFF_MAX. */
export function listStaff(db: Db, { tenantId }: Tenant): Promise<StaffRow[]> {
  return selectStaff(db, { tenantId }).orderBy(desc(userRoles.roleId), asc(users.name), asc(users.id)).limit(STAFF_MAX);
}

/** One member of the staff with their role; null when the person is not on this school's staff. */
export async function findStaff(db: Db, key: UserKey): Promise<StaffRow | null> {
  const [row] = await selectStaff(db, key).limit(1);
  return row ?? null;
}

export async function countStaff(db: Db, { tenantId }: Tenant): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), gt(userRoles.roleId, ROLE_ID.student)));
  return row?.n ?? 0;
}

/**
 * Gives a staff role to someone not on the staff: their student role (if any) gives way, as one
 * person holds one role in the list they are managed in. A second staff role is refused by the
 * unique index user_roles_one_staff_role (the caller answers 409), never checked by a read first.
 */
export async function addStaffRole(tx: Db, { tenantId, userId, role }: UserKey & { role: StaffRole }) {
  await tx.insert(userRoles).values({ tenantId, userId, roleId: ROLE_ID[role] });
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(userRoles.roleId, ROLE_ID.student)));
}

/** Changes a staff member's role from `from` to `to`; false when they no longer held `from` (changed meanwhile). */
export async function changeStaffRole(tx: Db, { tenantId, userId, from, to }: UserKey & { from: StaffRole; to: StaffRole }) {
  const changed = await tx
    .update(userRoles)
    .set({ roleId: ROLE_ID[to] })
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(userRoles.roleId, ROLE_ID[from])))
    .returning({ userId: userRoles.userId });
  return changed.length > 0;
}

/**
 * Takes the person off the staff: the staff role goes, and the student role comes back when they hold
 * a product (any grant, an expired one too: their history stays reachable). Returns whether they
 * are still a student; false means they hold no role now and cannot sign in.
 */
export async function removeStaffRole(tx: Db, { tenantId, userId, role }: UserKey & { role: StaffRole }) {
  const removed = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(userRoles.roleId, ROLE_ID[role])))
    .returning({ userId: userRoles.userId });
  if (removed.length === 0) return null;
  const student = await tx.execute(sql`
    with given as (
      insert into user_roles (tenant_id, user_id, role_id)
      select ${tenantId}::int, ${userId}::int, ${ROLE_ID.student}::int
       where exists (select 1 from enrollments where tenant_id = ${tenantId}::int and user_id = ${userId}::int)
      on conflict do nothing
      returning user_id)
    select exists (select 1 from given)
        or exists (select 1 from user_roles where tenant_id = ${tenantId}::int and user_id = ${userId}::int
                    and role_id = ${ROLE_ID.student}::int) as student`);
  return rowsOf<{ student: boolean }>(student)[0]?.student === true;
}

/**
 * Hands the school on: the owner becomes an administrator and the administrator the owner, in that
 * order (the unique owner index holds at every statement; the deferred trigger checks the commit).
 * False when either no longer held the role it had when checked.
 */
export async function handOn(tx: Db, { tenantId, ownerId, adminId }: Tenant & { ownerId: number; adminId: number }) {
  if (!(await changeStaffRole(tx, { tenantId, userId: ownerId, from: 'owner', to: 'admin' }))) return false;
  return changeStaffRole(tx, { tenantId, userId: adminId, from: 'admin', to: 'owner' });
}
