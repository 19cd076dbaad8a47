import type { Language } from '@trilha/shared/platform/http';
import { eq } from 'drizzle-orm';
import { platformSettings, tenants } from '../../db/schema/index';
import { createSession, endUserSessions, forgetUserSessions } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/jobs';
import type { RequestScope } from '../../platform/request-scope';
import { flowMessage, renderLinkMail, type LinkMailKind } from './link-mail';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserWithRoles, hasPassword, setPasswordHash } from './repo';
import { throttleAccount } from './service';
import { startSignedUpAccount } from './signup-repo';
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
  await db.transaction((tx) => queueLinkMail(tx, { ...props, purpose, user: found }));
}

type LinkMail = {
  tenantId: number;
  user: { id: number; name: string; email: string };
  schoolName: string;
  origin: string;
  lang: Language;
  purpose: TokenPurpose;
  kind?: LinkMailKind;
};

/** Issues a token for the account and queues its mail in the caller's transaction; false when the window's links are spent. */
export async function queueLinkMail(tx: Db, props: LinkMail): Promise<boolean> {
  return (await queueLinkMailWithUrl(tx, props)) !== null;
}

/** queueLinkMail, answering the link itself (null when the window's links are spent). */
async function queueLinkMailWithUrl(tx: Db, props: LinkMail): Promise<string | null> {
  const token = await issueToken(tx, { tenantId: props.tenantId, userId: props.user.id, purpose: props.purpose });
  if (!token) return null;
  const { action, ...mail } = renderLinkMail({
    purpose: props.purpose,
    kind: props.kind,
    lang: props.lang,
    schoolName: props.schoolName,
    userName: props.user.name,
    origin: props.origin,
    token,
  });
  await enqueueMail(tx, { tenantId: props.tenantId, to: props.user.email, fromName: props.schoolName, ...mail });
  return action.url;
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
 * Queues the welcome mail of an account staff added (or a sale or an import made): a sign-in link of
 * the magic link's kind, valid WELCOME_LINK_DAYS, honoured even where the school keeps magic links
 * off (the school itself sent it). In the caller's transaction: the mail exists only if the account
 * does. False when the account already had its links for the window (tokens.ts issueToken).
 */
export function queueWelcomeMail(tx: Db, props: Omit<LinkMail, 'purpose' | 'kind'> & { staff?: boolean }): Promise<boolean> {
  return queueLinkMail(tx, { ...props, purpose: 'welcome', kind: props.staff ? 'staff' : undefined });
}

/**
 * The welcome mail of a new school's owner (the operator made the school, docs/schools.md): a staff
 * welcome link, answered too, so `npm run school -- create` can print it for a server with no mail yet.
 */
export function queueOwnerWelcome(tx: Db, props: Omit<LinkMail, 'purpose' | 'kind'>): Promise<string | null> {
  return queueLinkMailWithUrl(tx, { ...props, purpose: 'welcome', kind: 'staff' });
}

/**
 * Spends a sign-in token (a requested magic link, a welcome mail's or a sign-up's) and opens a session. A school
 * that turned magic links off since the e-mail was sent no longer honours a requested one (and the
 * token stays unspent); a welcome link it sent itself stays good. redirect_url follows the login
 * page's "redirect after login" switch; passwordRequired says the account has no password yet.
 */
export async function confirmMagicLink({ db, tenantId, lang }: Scope, props: { token: string; userAgent?: string }) {
  const settings = await loginSettings(db, tenantId);
  if (!settings) throw invalidLink(lang);
  const purposes: TokenPurpose[] = settings.magicLinkEnabled ? ['magic', 'welcome'] : ['welcome'];
  return db.transaction(async (tx) => {
    let userId = await spendToken(tx, { tenantId, token: props.token, purposes });
    if (userId === null) {
      // A sign-up's confirmation starts its account: the student role and the school's sign-up
      // products. Honoured even if the school closed sign-up since the mail left (it was open then).
      userId = await spendToken(tx, { tenantId, token: props.token, purposes: ['signup'] });
      if (userId !== null) await startSignedUpAccount(tx, { tenantId, userId });
    }
    const user = userId === null ? null : await findUserWithRoles(tx, { tenantId, userId });
    // Rolling back (by throwing) leaves a token of an account without roles unspent, like any refusal.
    if (!user || user.roles.length === 0) throw invalidLink(lang);
    const session = await createSession(tx, { tenantId, userId: user.id, userAgent: props.userAgent });
    const redirectUrl = settings.enableRedirectLogin && settings.redirectUrl ? settings.redirectUrl : null;
    return { user, session, redirectUrl, passwordRequired: !(await hasPassword(tx, { tenantId, userId: user.id })) };
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
    const userId = await spendToken(tx, { tenantId, token: props.token, purposes: ['reset'] });
    const user = userId === null ? null : await findUserWithRoles(tx, { tenantId, userId });
    if (!user || user.roles.length === 0) throw invalidLink(lang);
    await setPasswordHash(tx, { tenantId, userId: user.id, passwordHash });
    await endUserSessions(tx, { tenantId, userId: user.id });
    await spendAllTokens(tx, { tenantId, userId: user.id });
    const session = await createSession(tx, { tenantId, userId: user.id, userAgent: props.userAgent });
    return { user, session };
  });
  forgetUserSessions(db, { tenantId, userId: result.user.id });
  // The owner proved control of the mailbox: a lock from someone guessing the old password ends.
  throttle.succeed(throttleAccount(tenantId, result.user.email));
  return result;
}
