import { ROUTE_CHUNKS } from '@trilha/shared/platform/route-chunks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages whose head may announce a member's own data (the home's calls): the only pages whose
 * HTML request reads the session (auth/plugin.ts), from its cache when warm.
 */
export const MEMBER_HINT_PAGES: ReadonlySet<string> = new Set(['/homepage']);

/** One thing a page will need, announced in its head so the browser fetches it at once. */
export type PageHint = { href: string; as: 'fetch' | 'image' | 'style' | 'modulepreload'; media?: string; high?: boolean };

/** What a feature knows a page will need (the home: its API calls and first banner); app.ts hands them in. */
export type PageHints = (page: { tenantId: number; path: string; signedIn: boolean }) => Promise<PageHint[]>;

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

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The hints as <link> tags carrying the page's nonce (CSP); same-origin fetches go without credentials mode changes. */
export function renderHints(hints: PageHint[], nonce: string): string {
  return hints
    .map((hint) => {
      const attrs =
        hint.as === 'modulepreload'
          ? `rel="modulepreload" crossorigin href="${escapeAttr(hint.href)}"`
          : `rel="preload" as="${hint.as}" href="${escapeAttr(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}`;
      const media = hint.media ? ` media="${escapeAttr(hint.media)}"` : '';
      const priority = hint.high ? ' fetchpriority="high"' : '';
      return `<link ${attrs}${media}${priority} nonce="${nonce}" />`;
    })
    .join('\n    ');
}
