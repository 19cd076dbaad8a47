import { LESSON_EMBED_HOSTS } from '@trilha/shared/catalog/embed-hosts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of every reply that is not a page of the web app (API JSON, errors,
 * static files): such a document has nothing to load, so nothing may. `connect-src 'self'` only
 * lets tooling that drives the document (devtools, the e2e specs) call this API; no script of the
 * document's own can run. A constant, so the API hot path pays one setHeader and no nonce
 * (docs/decisions/0004-security-headers.md).
 */
export const API_POLICY = [
  "default-src 'none'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Helmet's other headers (HSTS, nosniff, frame and referrer rules) and the constant policy on
 * every reply; pages replace the policy with `pagePolicy`'s (platform/web.ts). Helmet is built once
 * here: @fastify/helmet rebuilds it on every request, which cost a tenth of the server's time on
 * the home view's calls.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const apply = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('content-security-policy', API_POLICY);
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/** A style nonce: 128 random bits, new for every page served. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The stored files' base URL as a CSP source: its origin, or origin and path when it has one
 * (path-style buckets share an endpoint's origin with other buckets).
 */
function storageSource(base: string | null): string | null {
  if (!base) return null;
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  // A path holding CSP separators or quotes cannot be written as a source; the origin still can.
  return path && !/[;,\s'"]/.test(path) ? `${url.origin}${path}/` : url.origin;
}

/**
 * The policy of the web app's pages, as a function of the page's nonce. Each allowance is the
 * narrowest the product works with; docs/decisions/0004-security-headers.md says why each is there.
 */
export function pagePolicy(options: { storageBase: string | null }): (nonce: string) => string {
  const storage = storageSource(options.storageBase);
  const files = storage ? ` ${storage}` : '';
  const head = ["default-src 'self'", "script-src 'self'", "script-src-attr 'none'"].join('; ');
  const tail = [
    `img-src 'self' blob:${files}`,
    `media-src 'self'${files}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${LESSON_EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return (nonce) => `${head}; style-src 'self' 'nonce-${nonce}'; ${tail}`;
}
