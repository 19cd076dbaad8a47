import { LESSON_EMBED_HOSTS } from '@trilha/shared/catalog/embed-hosts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every reply that is not a page of the web app (API JSON, errors,
 * static files): such a document has nothing to load, so nothing may. `connect-src 'self'` only
 * lets tooling that drives the document (devtools, the e2e specs) call this API; no script of the
 * document's own can run. A constant, so the API hot path pays one setHeader and no nonce
 * (docs/decisions/0004-security-headers.md).
 */
const API_POLICY = ["default-src 'none'", "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'"].join(
  '; ',
);

/**
 * Helmet's other headers (HSTS, nosniff, frame and referrer rules) and the constant policy on
 * every reply; pages replace the policy with `pagePolicy`'s (platform/web.ts). With the policy
 * off, every header helmet writes is a constant: it runs once, at start, against a recorder, and
 * each reply gets the recorded headers (running its dozen middlewares per request, as
 * @fastify/helmet does, cost a tenth of the server's time on the home view's calls).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    raw.setHeader('content-security-policy', API_POLICY);
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

/** What helmet sets on a response, recorded once; it also removes X-Powered-By, which Node never sends. */
export function helmetHeaders(): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => recorded.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => recorded.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })(
    // Helmet's middlewares read nothing of the request once the policy is off.
    Object.create(null) as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw new Error('helmet could not record its headers', { cause: failure });
  return [...recorded];
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
export function pagePolicy(options: { storageBase: string | null; signedBase?: string | null }): (nonce: string) => string {
  // The public files' base, and the bucket itself when they differ (a CDN in S3_PUBLIC_URL): the
  // private files' access routes redirect to presigned URLs on the bucket (platform/private-files.ts).
  const sources = [...new Set([storageSource(options.storageBase), storageSource(options.signedBase ?? null)])].filter(Boolean);
  const files = sources.map((source) => ` ${source}`).join('');
  const head = ["default-src 'self'", "script-src 'self'", "script-src-attr 'none'"].join('; ');
  const tail = [
    `img-src 'self' blob:${files}`,
    `media-src 'self'${files}`,
    "font-src 'self'",
    "connect-src 'self'",
    // 'self': the school's custom HTML blocks run in documents this server sends under a sandbox of
    // their own (features/custom-html/frame.ts, docs/decisions/0008-custom-html-frames.md).
    `frame-src 'self' ${LESSON_EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return (nonce) => `${head}; style-src 'self' 'nonce-${nonce}'; ${tail}`;
}
