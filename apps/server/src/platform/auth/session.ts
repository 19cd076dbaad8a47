import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RoleSlug } from '@trilha/shared/accounts/roles';
import { roles, sessions, userRoles, users } from '../../db/schema/index';
import type { Db } from '../db/client';

export const SESSION_COOKIE = 'trilha_session';
export const CSRF_COOKIE = 'trilha_csrf';
export const SESSION_DAYS = 30;

export type SessionUser = {
  id: number;
  tenantId: number;
  name: string;
  email: string;
  photoUrl: string | null;
  reviewAccount: boolean;
  roles: { slug: RoleSlug; name: string }[];
};

export type Auth = { user: SessionUser; tokenHash: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, props: { tenantId: number; userId: number; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    tenantId: props.tenantId,
    tokenHash: hashToken(token),
    userId: props.userId,
    expiresAt,
    userAgent: props.userAgent?.slice(0, 255),
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, props: { tenantId: number; tokenHash: string }) {
  await db.delete(sessions).where(and(eq(sessions.tenantId, props.tenantId), eq(sessions.tokenHash, props.tokenHash)));
}

/** The session's user with roles in one query; null when unknown, expired or revoked. */
export async function loadSession(db: Db, props: { tenantId: number; token: string }): Promise<Auth | null> {
  const tokenHash = hashToken(props.token);
  const rows = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      name: users.name,
      email: users.email,
      photoUrl: users.photoUrl,
      reviewAccount: users.reviewAccount,
      roles: sql<{ slug: RoleSlug; name: string }[]>`coalesce(
        (select json_agg(json_build_object('slug', ${roles.slug}, 'name', ${roles.name}) order by ${roles.id})
           from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.tenantId} = ${users.tenantId} and ${userRoles.userId} = ${users.id}),
        '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(and(eq(sessions.tenantId, props.tenantId), eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { user: { ...row, roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles }, tokenHash };
}
