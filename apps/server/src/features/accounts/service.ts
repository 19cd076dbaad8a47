import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import './events';
import { HttpError } from '../../platform/errors';
import { createSession, revokeSession } from '../../platform/auth/session';
import { verifyPassword } from './passwords';
import { findUserByEmail, findUserWithRoles } from './repo';
import type { LoginThrottle } from './throttle';

/** The sign-in throttle's name for an account: its school and e-mail (auth-links clears it on reset). */
export const throttleAccount = (tenantId: number, email: string) => `${tenantId}:${email}`;

export async function signIn(
  db: Db,
  throttle: LoginThrottle,
  events: EventBus,
  props: { tenantId: number; email: string; password: string; source: string; knownDevice: boolean; userAgent?: string },
) {
  const attempt = { account: throttleAccount(props.tenantId, props.email), source: props.source, knownDevice: props.knownDevice };
  const verdict = throttle.check(attempt);
  if (!verdict.allowed) throw new HttpError(429, 'rateLimited', undefined, undefined, { 'retry-after': String(verdict.retryAfterSeconds) });
  const found = await findUserByEmail(db, { tenantId: props.tenantId, email: props.email });
  const ok = await verifyPassword(found?.passwordHash ?? null, props.password);
  if (!found || !ok) {
    throttle.fail(attempt);
    throw new HttpError(401, 'invalidCredentials');
  }
  throttle.succeed(attempt.account, attempt.source);
  const user = await findUserWithRoles(db, { tenantId: props.tenantId, userId: found.id });
  if (!user || user.roles.length === 0) throw new HttpError(401, 'invalidCredentials');
  // The session and its event commit together (gamification's login points, decision 0002).
  const session = await db.transaction(async (tx) => {
    const opened = await createSession(tx, { tenantId: props.tenantId, userId: found.id, userAgent: props.userAgent });
    await events.publish(tx, props.tenantId, 'accounts.signed_in', { userId: found.id });
    return opened;
  });
  return { user, session, account: attempt.account };
}

export async function signOut(db: Db, props: { tenantId: number; tokenHash: string }) {
  await revokeSession(db, props);
}
