import { accountPaths } from '@trilha/shared/accounts/paths';
import type { FastifyReply } from 'fastify';
import { csrfTokenFor } from '../../platform/auth/csrf';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../platform/auth/session';
import type { Config } from '../../platform/config';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieFor } from './device';

/**
 * Sets the session cookie (httpOnly) and the double-submit CSRF cookie (readable by scripts, derived
 * from the session: platform/auth/csrf.ts) for a new session. Every way of signing in (password, magic link, password reset) goes through here,
 * so the cookie attributes cannot drift apart. `Secure` when PUBLIC_URL is https.
 */
export function sessionCookieSetter(config: Pick<Config, 'publicUrl' | 'sessionSecret'>) {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return (reply: FastifyReply, session: { token: string; expiresAt: Date }) => {
    const expires = session.expiresAt;
    reply.setCookie(SESSION_COOKIE, session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
    reply.setCookie(CSRF_COOKIE, csrfTokenFor(config.sessionSecret, session.token), { path: '/', sameSite: 'lax', secure, expires });
  };
}

/**
 * Sets the device cookie after a password sign-in (device.ts): sent to the sign-in route only, with
 * the same `Secure` rule as the session cookie.
 */
export function deviceCookieSetter(config: Pick<Config, 'publicUrl' | 'sessionSecret'>) {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return (reply: FastifyReply, account: string) => {
    reply.setCookie(DEVICE_COOKIE, deviceCookieFor(config.sessionSecret, account), {
      path: accountPaths.login(),
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  };
}
