import { ROUTE_CHUNKS } from '@trilha/shared/platform/route-chunks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@trilha/shared/platform/languages';
import { escapeHtml } from './mail/render';
import type { TenantRef } from './tenancy';

/**
 * The pages whose HTML depends on who asks: the home's head announces a member's own data (its
 * calls) and its first screen is theirs; /login is drawn for visitors only (a member is sent on).
 * The only pages whose HTML request reads the session (auth/plugin.ts), from its cache when warm.
 */
export const MEMBER_HINT_PAGES: ReadonlySet<string> = new Set(['/homepage', '/login']);

/** One thing a page will need, announced in its head so the browser fetches it at once. */
export type PageHint = { href: string; as: 'fetch' | 'image' | 'style' | 'modulepreload'; media?: string; high?: boolean };

/** What a feature knows a page will need (the home: its API calls and first banner); its plugin hands them in (platform/feature.ts). */
export type PageHints = (page: { tenantId: number; path: string; signedIn: boolean }) => Promise<PageHint[]>;

/**
 * The first screen of a page drawn by the server (docs/decisions/0007): painted from the HTML before the
 * app's script arrives, over the app's root, and removed by the app when its own first screen is
 * drawn (apps/web/src/lib/prepaint.ts). `css` goes into the head under the page's style nonce.
 */
export type Prepaint = { css: string; html: string };

/** A feature's first screen for a page, or null where it draws none; its plugin hands them in (platform/feature.ts). */
export type PagePrepaint = (page: { tenant: TenantRef; path: string; signedIn: boolean; lang: Language }) => Promise<Prepaint | null>;

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/**
 * The lazy page's own script and styles per landing path (ROUTE_CHUNKS), with the chunks it imports,
 * read once from the build manifest. The entry chunk is left out: the page loads it anyway.
 */
export function routeChunkHints(webDist: string): (pathname: string) => PageHint[] {
  const file = path.join(webDist, '.vite/manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>) : {};
  const byPath = new Map<string, PageHint[]>();
  for (const [pathname, source] of Object.entries(ROUTE_CHUNKS)) {
    const hints: PageHint[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || entry.isEntry || seen.has(key)) return;
      seen.add(key);
      hints.push({ href: `/${entry.file}`, as: 'modulepreload' });
      for (const css of entry.css ?? []) hints.push({ href: `/${css}`, as: 'style' });
      for (const imported of entry.imports ?? []) visit(imported);
    };
    visit(source);
    byPath.set(pathname, hints);
  }
  return (pathname) => byPath.get(pathname) ?? [];
}

/** The hints as <link> tags carrying the page's nonce (CSP); same-origin fetches go without credentials mode changes. */
export function renderHints(hints: PageHint[], nonce: string): string {
  return hints
    .map((hint) => {
      const attrs =
        hint.as === 'modulepreload'
          ? `rel="modulepreload" crossorigin href="${escapeHtml(hint.href)}"`
          : `rel="preload" as="${hint.as}" href="${escapeHtml(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}`;
      const media = hint.media ? ` media="${escapeHtml(hint.media)}"` : '';
      const priority = hint.high ? ' fetchpriority="high"' : '';
      return `<link ${attrs}${media}${priority} nonce="${nonce}" />`;
    })
    .join('\n    ');
}
