import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { originOf } from '../origins';
import { SESSION_COOKIE } from './session';

/**
 * The double-submit token of a session: an HMAC of its session token under SESSION_SECRET. A token
 * planted in a cookie by someone else never matches the victim's session, and the server keeps
 * nothing for it (the session cookie is httpOnly; this one is readable so the web app can echo it).
 */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

/**
 * Same-origin rule (CONTRACT "Users, roles, sessions"; docs/security.md):
 * - an Origin (or, without one, a Referer) must be exactly one of the school's origins: scheme,
 *   host and port, as PUBLIC_URL and the school's host names make them (platform/origins.ts);
 * - a request with neither carries a session's X-CSRF-Token (csrfTokenFor), whatever its cookies;
 * - a request with no session cookie at all has no ambient authority to abuse, so API clients
 *   may call /api/login directly;
 * - on a route marked `framePost` only (the custom HTML preview): a form that one of the school's
 *   pages posts into a sandboxed frame arrives with `Origin: null` (Chromium), so there the
 *   browser's own `Sec-Fetch-Site: same-origin` and `Sec-Fetch-Dest: iframe` decide. No page can set
 *   those headers, and a post from another site, or from a block's opaque-origin frame, says
 *   `cross-site`.
 */
export function isSameOrigin(request: FastifyRequest, secret: string, options: { framePost?: boolean } = {}): boolean {
  // An empty header counts as absent, as some proxies send it.
  const { origin: originHeader, referer } = request.headers;
  const header = originHeader !== undefined && originHeader !== '' ? originHeader : referer;
  if (options.framePost && header === 'null') {
    return request.headers['sec-fetch-site'] === 'same-origin' && request.headers['sec-fetch-dest'] === 'iframe';
  }
  if (header) {
    const origin = header === 'null' ? null : originOf(header);
    return origin !== null && request.tenant?.origins.includes(origin) === true;
  }
  const session = request.cookies[SESSION_COOKIE];
  if (!session) return true;
  const sent = request.headers['x-csrf-token'];
  if (typeof sent !== 'string' || sent.length === 0 || sent.length > 128) return false;
  const expected = Buffer.from(csrfTokenFor(secret, session));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
