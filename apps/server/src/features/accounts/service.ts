import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import './events';
import { HttpError } from '../../platform/errors';
import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { createSession, endUserSessions, forgetUserSessions, revokeSession, type SessionUser } from '../../platform/auth/session';
import type { ActorScope } from '../../platform/request-scope';
import { releaseStoredFile } from '../../platform/uploads';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserWithRoles, lockPasswordHash, lockUserPhoto, setPasswordHash, updateUser } from './repo';
import { spendAllTokens } from './tokens';
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

type Me = { tenantId: number; userId: number };

/** The user as the session cache will read it next: its cached sessions are forgotten first. */
async function reloadUser(db: Db, me: Me): Promise<SessionUser> {
  forgetUserSessions(db, me);
  const user = await findUserWithRoles(db, me);
  if (!user) throw new HttpError(401, 'unauthenticated');
  return user;
}

const meOf = ({ tenantId, actor }: Pick<ActorScope, 'tenantId' | 'actor'>): Me => ({ tenantId, userId: actor.id });

/** PUT /api/me: the signed-in user's (the actor's) own profile. */
export async function updateProfile(scope: Pick<ActorScope, 'db' | 'tenantId' | 'actor'>, props: { name?: string }): Promise<SessionUser> {
  const me = meOf(scope);
  await updateUser(scope.db, { ...me, name: props.name });
  return reloadUser(scope.db, me);
}

/**
 * Points the user (the actor) at the new photo and lets the previous one go in one transaction: its
 * bytes are deleted by a job after commit, and only when it was a file this user uploaded here.
 */
export async function replaceProfilePhoto(
  scope: Pick<ActorScope, 'db' | 'tenantId' | 'actor'>,
  props: { photoUrl: string | null },
): Promise<SessionUser> {
  const { db } = scope;
  const me = meOf(scope);
  await db.transaction(async (tx) => {
    const current = await lockUserPhoto(tx, me);
    if (!current) throw new HttpError(401, 'unauthenticated');
    await updateUser(tx, { ...me, photoUrl: props.photoUrl });
    if (current.photoUrl && current.photoUrl !== props.photoUrl) await releaseStoredFile(tx, { ...me, url: current.photoUrl });
  });
  return reloadUser(db, me);
}

/**
 * PUT /api/me/password: the actor chooses a password (an account staff or sign-up created has none
 * yet) or changes theirs, proving the current one. Every other session of the account ends and its
 * e-mailed links stop working; this browser stays signed in.
 */
export async function changePassword(
  scope: Pick<ActorScope, 'db' | 'tenantId' | 'actor' | 'lang'>,
  props: { currentPassword?: string; password: string; keepTokenHash: string },
) {
  const me = meOf(scope);
  const wrong = () => {
    const message = AUTH_FLOW_TRANSLATIONS.currentPasswordWrong[scope.lang];
    return new HttpError(400, null, message, [{ path: 'body.current_password', message }]);
  };
  // Hash before the transaction: argon2 takes a while and must not hold the row's lock.
  const passwordHash = await hashPassword(props.password);
  await scope.db.transaction(async (tx) => {
    const current = await lockPasswordHash(tx, me);
    if (!current) throw new HttpError(401, 'unauthenticated');
    if (current.hash !== null && !(await verifyPassword(current.hash, props.currentPassword ?? ''))) throw wrong();
    await setPasswordHash(tx, { ...me, passwordHash });
    await endUserSessions(tx, { ...me, except: props.keepTokenHash });
    await spendAllTokens(tx, me);
  });
  forgetUserSessions(scope.db, me);
}
