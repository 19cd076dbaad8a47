import type { Db } from '../../platform/db/client';
import type { TenantRef } from '../../platform/tenancy';
import type { SchoolPages } from '../../platform/web';
import { findSeoHead } from './repo';
import type { SeoHead } from './repo';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Stored images are server paths (/files/...) or full URLs; previews need an absolute URL. */
function absolute(url: string, origin: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return null;
}

const OG_URL_MARK = '<!--og:url-->';

/**
 * The school's <title>, description, Open Graph tags and favicon, written into index.html so
 * crawlers and link previews see them without JavaScript. og:url differs per path, so it is left
 * as a mark that `withPageUrl` fills per request; the rest is cached per school.
 */
function renderSchoolHtml(indexHtml: string, head: SeoHead, origin: string): string {
  const name = escapeHtml(head.name);
  const description = escapeHtml(head.description ?? '');
  const logo = head.logoHorizontal ?? head.logoSquare;
  const image = logo ? absolute(logo, origin) : null;
  const favicon = head.favicon ? absolute(head.favicon, origin) : null;
  const tags = [
    `<title>${name}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${name}" />`,
    `<meta property="og:description" content="${description}" />`,
    OG_URL_MARK,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}" />` : '',
  ].filter(Boolean);
  let html = indexHtml.replace(/\n?[ \t]*<title>[\s\S]*?<\/title>/i, '');
  if (favicon) html = html.replace(/\n?[ \t]*<link rel="icon"[^>]*>/i, '');
  // A function replacement: a school name holding `$&` must stay literal text.
  return html.replace(/\n?[ \t]*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}

function withPageUrl(html: string, pageUrl: string): string {
  return html.replace(OG_URL_MARK, () => `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`);
}

/**
 * Rendered HTML per school, keyed on the host cache's TenantRef object: that entry is replaced
 * when it expires (30 s) or when a settings write calls ctx.tenants.forget(), so a new name or logo
 * shows as soon as the host cache sees it, with no query per page view in between.
 */
function createSchoolHtmlCache(render: (tenant: TenantRef, origin: string) => Promise<string | null>) {
  const cache = new WeakMap<TenantRef, Map<string, string>>();
  return async (tenant: TenantRef, origin: string): Promise<string | null> => {
    let byOrigin = cache.get(tenant);
    const hit = byOrigin?.get(origin);
    if (hit) return hit;
    const html = await render(tenant, origin);
    if (html === null) return null;
    if (!byOrigin) cache.set(tenant, (byOrigin = new Map<string, string>()));
    // A school answers on few origins; the bound only guards against a flood of odd ports.
    if (byOrigin.size > 16) byOrigin.clear();
    byOrigin.set(origin, html);
    return html;
  };
}

/** What platform/web.ts serves each school's page with (seo's index.ts hands it over through the plugin's `web`: platform imports no feature). */
export function seoSchoolPages(db: Db): SchoolPages {
  return (indexHtml) => {
    const html = createSchoolHtmlCache(async (tenant, origin) => {
      const head = await findSeoHead(db, { tenantId: tenant.id });
      return head ? renderSchoolHtml(indexHtml, head, origin) : null;
    });
    return { html, withPageUrl };
  };
}
