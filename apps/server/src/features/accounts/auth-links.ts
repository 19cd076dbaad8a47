import type { Language } from '@trilha/shared/platform/http';
import { and, eq } from 'drizzle-orm';
import { platformSettings, sessions, tenants, users } from '../../db/schema/index';
import { createSession, forgetUserSessions } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/jobs';
import type { RequestScope } from '../../platform/request-scope';
import { flowMessage, renderLinkMail } from './link-mail';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserWithRoles } from './repo';
import { throttleAccount } from './service';
import type { LoginThrottle } from './throttle';
import { issueToken, spendAllTokens, spendToken, type TokenPurpose } from './tokens';

/** The school's switches these flows read: whether magic links are on and where to go after sign-in. */
async function loginSettings(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      schoolName: tenants.name,
      magicLinkEnabled: platformSettings.magicLinkEnabled,
      enableRedirectLogin: platformSettings.enableRedirectLogin,
      redirectUrl: platformSettings.redirectUrl,
    })
    .from(tenants)
    .leftJoin(platformSettings, eq(platformSettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? null;
}

const invalidLink = (lang: Language) =>
  new HttpError(400, null, flowMessage(lang, 'invalidLink'), [{ path: 'body.token', message: flowMessage(lang, 'invalidLink') }]);

/** The host's school, and the visitor's language for the e-mail and the refusals. */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;
type LinkRequest = { tenantId: number; email: string; origin: string; lang: Language };

/**
 * Issues a token and queues its e-mail in one transaction (the mail exists only if the token
 * does). Says nothing about the outcome: the caller answers the same 202 whether the account
 * exists, the school has the feature off, or the account already had its links for the window.
 */
async function sendLink(db: Db, purpose: TokenPurpose, props: LinkRequest & { schoolName: string }) {
  const found = await findUserByEmail(db, { tenantId: props.tenantId, email: props.email });
  if (!found) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { tenantId: props.tenantId, userId: found.id, purpose });
    if (!token) return;
    const mail = renderLinkMail({
      purpose,
      lang: props.lang,
      schoolName: props.schoolName,
      userName: found.name,
      origin: props.origin,
      token,
    });
    await enqueueMail(tx, { tenantId: props.tenantId, to: found.email, fromName: props.schoolName, ...mail });
  });
}

export async function requestMagicLink({ db, tenantId, lang }: Scope, props: { email: string; origin: string }) {
  const settings = await loginSettings(db, tenantId);
  if (settings?.magicLinkEnabled) await sendLink(db, 'magic', { ...props, tenantId, lang, schoolName: settings.schoolName });
}

export async function requestPasswordReset({ db, tenantId, lang }: Scope, props: { email: string; origin: string }) {
  const settings = await loginSettings(db, tenantId);
  if (settings) await sendLink(db, 'reset', { ...props, tenantId, lang, schoolName: settings.schoolName });
}

/**
 * Spends a magic-link token and opens a session. A school that turned magic links off since the
 * e-mail was sent no longer honours it (and the token stays unspent). redirect_url follows the
 * login page's "redirect after login" switch.
 */
export async function confirmMagicLink({ db, tenantId, lang }: Scope, props: { token: string; userAgent?: string }) {
  const settings = await loginSettings(db, tenantId);
  if (!settings?.magicLinkEnabled) throw invalidLink(lang);
  return db.transaction(async (tx) => {
    const userId = await spendToken(tx, { tenantId, token: props.token, purpose: 'magic' });
    const user = userId === null ? null : await findUserWithRoles(tx, { tenantId, userId });
    // Rolling back (by throwing) leaves a token of an account without roles unspent, like any refusal.
    if (!user || user.roles.length === 0) throw invalidLink(lang);
    const session = await createSession(tx, { tenantId, userId: user.id, userAgent: props.userAgent });
    const redirectUrl = settings.enableRedirectLogin && settings.redirectUrl ? settings.redirectUrl : null;
    return { user, session, redirectUrl };
  });
}

/**
 * Spends a reset token, stores the new argon2id hash, ends every session of the account (whoever
 * knew the old password is signed out), voids its other e-mailed links, and signs this browser in.
 */
export async function resetPassword(
  { db, tenantId, lang }: Scope,
  throttle: LoginThrottle,
  props: { token: string; password: string; userAgent?: string },
) {
  // Hash before the transaction: argon2 takes a while and must not hold row locks.
  const passwordHash = await hashPassword(props.password);
  const result = await db.transaction(async (tx) => {
    const userId = await spendToken(tx, { tenantId, token: props.token, purpose: 'reset' });
    const user = userId === null ? null : await findUserWithRoles(tx, { tenantId, userId });
    if (!user || user.roles.length === 0) throw invalidLink(lang);
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
    await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, user.id)));
    await spendAllTokens(tx, { tenantId, userId: user.id });
    const session = await createSession(tx, { tenantId, userId: user.id, userAgent: props.userAgent });
    return { user, session };
  });
  forgetUserSessions(db, { tenantId, userId: result.user.id });
  // The owner proved control of the mailbox: a lock from someone guessing the old password ends.
  throttle.succeed(throttleAccount(tenantId, result.user.email));
  return result;
}
