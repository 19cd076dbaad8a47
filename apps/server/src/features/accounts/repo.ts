import { and, eq, sql } from 'drizzle-orm';
import type { RoleSlug } from '@trilha/shared/accounts/roles';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { SessionUser } from '../../platform/auth/session';

const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  name: users.name,
  email: users.email,
  photoUrl: users.photoUrl,
  reviewAccount: users.reviewAccount,
};

export async function findUserByEmail(db: Db, props: { tenantId: number; email: string }) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.email, props.email), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}

/** An active account with its roles; null for a deactivated one, which can neither sign in nor be signed in by a link. */
export async function findUserWithRoles(db: Db, props: { tenantId: number; userId: number }): Promise<SessionUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  const roleRows = await db
    .select({ slug: roles.slug, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.tenantId, props.tenantId), eq(userRoles.userId, props.userId)))
    .orderBy(roles.id);
  return { ...row, roles: roleRows.map((r) => ({ slug: r.slug as RoleSlug, name: r.name })) };
}

export async function updateUser(db: Db, props: { tenantId: number; userId: number; name?: string; photoUrl?: string | null }) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (props.name !== undefined) changes.name = props.name;
  if (props.photoUrl !== undefined) changes.photoUrl = props.photoUrl;
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set(changes)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)));
}

export async function hasPassword(db: Db, props: { tenantId: number; userId: number }) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)))
    .limit(1);
  return row?.hash != null;
}

/** The account's password hash (null: none chosen yet), its row locked so two changes at once apply one after the other. */
export async function lockPasswordHash(db: Db, props: { tenantId: number; userId: number }) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)))
    .for('update');
  return row ? { hash: row.hash } : null;
}

export async function setPasswordHash(db: Db, props: { tenantId: number; userId: number; passwordHash: string }) {
  await db
    .update(users)
    .set({ passwordHash: props.passwordHash })
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)));
}

/** The user's photo, its row locked so two uploads at once cannot both miss the photo the other replaced; null when no such user. */
export async function lockUserPhoto(db: Db, props: { tenantId: number; userId: number }) {
  const [row] = await db
    .select({ photoUrl: users.photoUrl })
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)))
    .for('update');
  return row ?? null;
}

export type Account = { id: number; name: string; email: string; active: boolean; created: boolean; roleless: boolean };

/**
 * The school's account of `email`, made when there is none (only when `name` is given: a caller that
 * has no name learns there is no account, null). The unique (tenant, email) decides, not a read
 * before the insert: two calls for one e-mail at once make one account. `roleless`: the account
 * holds no role (a sign-up not yet confirmed, or someone removed from the staff who held nothing).
 */
export async function findOrCreateAccount(
  tx: Db,
  { tenantId, name, email, passwordHash }: { tenantId: number; email: string; name?: string; passwordHash?: string },
): Promise<Account | null> {
  const created =
    name === undefined
      ? []
      : await tx.insert(users).values({ tenantId, name, email, passwordHash }).onConflictDoNothing().returning({ id: users.id });
  const [account] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      active: users.active,
      roleless: sql<boolean>`not exists (select 1 from ${userRoles} where ${userRoles.tenantId} = ${tenantId} and ${userRoles.userId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return account ? { ...account, created: created.length > 0 } : null;
}

/** A sign-up tried again before its confirmation: the latest name and password are the ones the link starts. */
export async function renamePendingAccount(tx: Db, props: { tenantId: number; userId: number; name: string; passwordHash: string }) {
  await tx
    .update(users)
    .set({ name: props.name, passwordHash: props.passwordHash })
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)));
}
