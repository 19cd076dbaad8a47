import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { createSession, revokeSession } from '../../platform/auth/session';
import { verifyPassword } from './passwords';
import { findUserByEmail, findUserWithRoles } from './repo';
import type { LoginThrottle } from './throttle';

export async function signIn(
  db: Db,
  throttle: LoginThrottle,
  props: { tenantId: number; email: string; password: string; userAgent?: string },
) {
  const key = `${props.tenantId}:${props.email}`;
  if (throttle.isLocked(key)) throw new HttpError(429, 'rateLimited');
  const found = await findUserByEmail(db, { tenantId: props.tenantId, email: props.email });
  const ok = await verifyPassword(found?.passwordHash ?? null, props.password);
  if (!found || !ok) {
    throttle.fail(key);
    throw new HttpError(401, 'invalidCredentials');
  }
  throttle.succeed(key);
  const user = await findUserWithRoles(db, { tenantId: props.tenantId, userId: found.id });
  if (!user || user.roles.length === 0) throw new HttpError(401, 'invalidCredentials');
  const session = await createSession(db, { tenantId: props.tenantId, userId: found.id, userAgent: props.userAgent });
  return { user, session };
}

export async function signOut(db: Db, props: { tenantId: number; tokenHash: string }) {
  await revokeSession(db, props);
}
