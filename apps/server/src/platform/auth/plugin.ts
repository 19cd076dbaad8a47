import type { Language } from '@trilha/shared/platform/http';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { parseLang } from '../messages';
import { MEMBER_HINT_PAGES } from '../page-hints';
import { isSameOrigin } from './csrf';
import { SESSION_COOKIE, loadSession, type Auth } from './session';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface FastifyRequest {
    auth: Auth | null;
    lang: Language;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface FastifyContextConfig {
    /** A GET the spec made state-changing (carousel publish): it gets the same-origin check as a POST. */
    changesState?: boolean;
    /** A route a school's page posts a form to, into a sandboxed frame (the custom HTML preview): csrf.ts `framePost`. */
    framePost?: boolean;
    /**
     * A POST authorised by a signed token in its URL, never by the session (RFC 8058's one-click
     * unsubscribe, which the mail provider sends from its own origin): no same-origin check.
     */
    tokenOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const readsSession = (url: string) => url.startsWith('/api/') || MEMBER_HINT_PAGES.has(url.split('?')[0] ?? url);

/** Loads the session of the request's school and refuses cross-site state changes. */
export const authPlugin = fp((app, opts: { db: Db; sessionSecret: string }, done) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'pt');

  app.addHook('onRequest', async (request) => {
    request.lang = parseLang(request.cookies.lang);
    const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    if (
      changesState &&
      request.routeOptions.config.tokenOnly !== true &&
      !isSameOrigin(request, opts.sessionSecret, { framePost: request.routeOptions.config.framePost === true })
    ) {
      throw new HttpError(403, 'crossSite');
    }
    const token = request.cookies[SESSION_COOKIE];
    // Only the API and the pages whose head announces the member's data read the session: static
    // assets, uploads and the SPA's other pages would otherwise cost a lookup each per page view.
    if (token && request.tenant && token.length <= 128 && readsSession(request.url)) {
      request.auth = await loadSession(opts.db, { tenantId: request.tenant.id, token });
    }
  });
  done();
});
