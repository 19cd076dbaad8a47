import type { Language } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { parseLang } from '../messages';
import { normalizeHost } from '../tenancy';
import { CSRF_COOKIE, SESSION_COOKIE, loadSession, type Auth } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /** A GET the spec made state-changing (carousel publish): it gets the same-origin check as a POST. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const readsSession = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

/** Loads the session of the request's school and refuses cross-site state changes. */
export const authPlugin = fp(async (app, opts: { db: Db; publicUrl: string }) => {
  const publicHost = normalizeHost(new URL(opts.publicUrl).host);
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'pt');

  app.addHook('onRequest', async (request) => {
    request.lang = parseLang(request.cookies.lang);
    const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true;
    if (changesState && !isSameOrigin(request, publicHost)) {
      throw new HttpError(403, 'crossSite');
    }
    const token = request.cookies[SESSION_COOKIE];
    // Only the API and the dev pages read the session: static assets, uploads and the SPA's HTML
    // would otherwise cost a database query each for every signed-in page view.
    if (token && request.tenant && token.length <= 128 && readsSession(request.url)) {
      request.auth = await loadSession(opts.db, { tenantId: request.tenant.id, token });
    }
  });
});

/**
 * Same-origin rule (contract): an Origin (or Referer) must name this host; a request with neither
 * must carry the X-CSRF-Token double-submit when it carries a session cookie. A request without
 * any cookie has no ambient authority to abuse, so API clients may call /api/login directly.
 */
function isSameOrigin(request: FastifyRequest, publicHost: string | null): boolean {
  const host = normalizeHostWithPort(request.headers.host);
  const origin = request.headers.origin ?? request.headers.referer;
  if (origin && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return false;
    }
    return originHost === host || normalizeHost(originHost) === publicHost;
  }
  if (origin === 'null') return false;
  const cookies = request.cookies;
  if (!cookies[SESSION_COOKIE]) return true;
  const header = request.headers['x-csrf-token'];
  return typeof header === 'string' && header.length > 0 && header === cookies[CSRF_COOKIE];
}

function normalizeHostWithPort(host: string | undefined) {
  return (host ?? '').trim().toLowerCase();
}
