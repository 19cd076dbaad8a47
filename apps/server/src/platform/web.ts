import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { translate } from './messages';
import { escapeHtml } from './mail/render';
import { renderHints, routeChunkHints, type PageHint, type PageHints, type PagePrepaint, type Prepaint } from './page-hints';
import { newNonce, pagePolicy } from './security-headers';
import { storagePublicBase, storageSignedBase } from './storage';
import { schoolOrigin, type TenantRef } from './tenancy';

/** Vite's `html.cspNonce` (apps/web/vite.config.ts): written on the built page's tags, replaced per request. */
export const CSP_NONCE_PLACEHOLDER = 'TRILHA_CSP_NONCE';
const NONCE_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/**
 * A school's page head (title, description, Open Graph, favicon) comes from the seo feature; app.ts
 * hands it in, given the built index.html, because platform imports no feature.
 */
export type SchoolPages = (indexHtml: string) => {
  /** The school's index.html with its head written in (nonce placeholder kept), or null for the plain page. */
  html: (tenant: TenantRef, origin: string) => Promise<string | null>;
  /** Writes the page's own address (og:url) into a school's HTML. */
  withPageUrl: (html: string, pageUrl: string) => string;
};

/**
 * Serves the built web app from the same origin; every non-API path falls back to index.html,
 * carrying the host school's title, description, Open Graph tags and favicon (SchoolPages),
 * and the page's Content-Security-Policy with a style nonce of its own.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  features: { schoolPages: SchoolPages; pageHints: PageHints; prepaint: PagePrepaint },
) {
  const { schoolPages, pageHints, prepaint } = features;
  const indexHtml = config.webDist ? readFileSync(path.join(config.webDist, 'index.html'), 'utf8') : null;
  const routeHints = config.webDist ? routeChunkHints(config.webDist) : () => [];
  const policy = pagePolicy({ storageBase: storagePublicBase(config), signedBase: storageSignedBase(config) });
  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as the browser accepts.
      preCompressed: true,
      // index.html goes out only through the page handler below, with its nonce filled in.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      },
    });
  }
  const pages = indexHtml ? schoolPages(indexHtml) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: translate(request.lang, 'notFound') });
    }
    // The school's own origin, never the Host header: og:url and og:image cannot be pointed elsewhere.
    const origin = request.tenant ? schoolOrigin(request.tenant, request.headers.host) : null;
    const html = pages && request.tenant && origin ? await pages.html(request.tenant, origin) : null;
    // The cached HTML keeps the placeholder; each response gets a fresh nonce, before any per-request text goes in.
    const nonce = newNonce();
    const withNonce = (html ?? indexHtml).replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`);
    const page = pages && html ? pages.withPageUrl(withNonce, `${origin}${url}`) : withNonce;
    // What this page will need, fetched while the app's script downloads: its lazy chunk, and what
    // the features know it asks for (the home's API calls and first banner picture).
    const pathname = url.split('?')[0] ?? url;
    const hints = [
      ...routeHints(pathname),
      ...(request.tenant ? await pageHints({ tenantId: request.tenant.id, path: pathname, signedIn: Boolean(request.auth) }) : []),
    ];
    // The first screen drawn from the HTML, for the pages a feature knows how to draw (lib/prepaint.ts).
    const first = request.tenant
      ? await prepaint({ tenant: request.tenant, path: pathname, signedIn: Boolean(request.auth), lang: request.lang })
      : null;
    const body = first ? withPrepaint(page, first, hints, nonce) : withHints(page, hints, nonce);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy(nonce))
      .send(body);
  });
}

function withHints(page: string, hints: PageHint[], nonce: string) {
  return hints.length > 0 ? page.replace(/\n?[ \t]*<\/head>/i, () => `\n    ${renderHints(hints, nonce)}\n  </head>`) : page;
}

/** The app's entry tag as Vite writes it in index.html (nonce already filled in). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)" nonce="([^"]+)"><\/script>/;

/**
 * The page's first screen: its styles last in the head, its markup first in the body, before the
 * app's root. The app's script and the page's hints wait in the body (public/start-after-paint.js
 * starts them once the screen and its pictures are painted): fetched and run before, they shared
 * a phone's bandwidth with the first banner and held the paint back while the script evaluated.
 */
function withPrepaint(page: string, prepaint: Prepaint, hints: PageHint[], nonce: string) {
  // The route's own styles style the drawing (its classes are the app's): linked, not preloaded.
  const styles = hints
    .filter((hint) => hint.as === 'style')
    .map((hint) => `<link rel="stylesheet" crossorigin href="${escapeHtml(hint.href)}" nonce="${nonce}">`);
  const later = hints.filter((hint) => hint.as !== 'style');
  return page
    .replace(
      ENTRY_SCRIPT,
      (_, src: string, n: string) => `<script defer src="/start-after-paint.js" data-entry="${src}" nonce="${n}"></script>`,
    )
    .replace(
      /\n?[ \t]*<\/head>/i,
      () => `\n    ${[...styles, `<style nonce="${nonce}">${prepaint.css}</style>`].join('\n    ')}\n  </head>`,
    )
    .replace(/<body>/i, () => `<body>\n    ${prepaint.html}\n    <template id="prepaint-hints">${renderHints(later, nonce)}</template>`);
}
