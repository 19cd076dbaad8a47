import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { schoolOrigin, type TenantRef } from '../../platform/tenancy';
import { listPublishedDocuments } from '../footer/public';

const CRAWLER_CACHE = 'public, max-age=3600';
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What search engines read first, per school (a host no school serves is 404): robots.txt keeps
 * them out of the API and names the sitemap; the sitemap lists the pages anyone can open without
 * signing in: the login page and the school's published documents. Everything else asks for a session.
 */
export const crawlerRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  /** The host's school and its own origin (never the Host header as sent): 404 when no school is served there. */
  const schoolOf = (request: { tenant: TenantRef | null; headers: { host?: string } }) => {
    if (!request.tenant) throw notFound();
    return { tenantId: request.tenant.id, origin: schoolOrigin(request.tenant, request.headers.host) };
  };

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: "The school's robots.txt: the API is off limits; the sitemap is named" } },
    (request, reply) => {
      const { origin } = schoolOf(request);
      void reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(['User-agent: *', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: "The school's public pages: the login page and its published documents" } },
    async (request, reply) => {
      const { origin, tenantId } = schoolOf(request);
      const paths = ['/login', ...(await listPublishedDocuments(ctx.db, tenantId)).map((slug) => `/${slug}`)];
      const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...urls,
            '</urlset>',
            '',
          ].join('\n'),
        );
    },
  );
  done();
};
