import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../platform/auth/session';
import type { Config } from '../../platform/config';

/**
 * Sets the session cookie (httpOnly) and the double-submit CSRF cookie (readable by scripts) for a
 * new session. Every way of signing in (password, magic link, password reset) goes through here,
 * so the cookie attributes cannot drift apart. `Secure` when PUBLIC_URL is https.
 */
export function sessionCookieSetter(config: Pick<Config, 'publicUrl'>) {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return (reply: FastifyReply, session: { token: string; expiresAt: Date }) => {
    const expires = session.expiresAt;
    reply.setCookie(SESSION_COOKIE, session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
    reply.setCookie(CSRF_COOKIE, randomBytes(18).toString('base64url'), { path: '/', sameSite: 'lax', secure, expires });
  };
}
