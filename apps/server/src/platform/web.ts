import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchoolHtmlCache, renderSchoolHtml, withPageUrl } from '../features/seo/head';
import { findSeoHead } from '../features/seo/repo';
import type { Config } from './config';
import type { Db } from './db/client';
import { translate } from './messages';

/**
 * Serves the built web app from the same origin; every non-API path falls back to index.html,
 * carrying the host school's title, description, Open Graph tags and favicon (features/seo/head.ts).
 */
export async function registerWeb(app: FastifyInstance, config: Config, db: Db) {
  const indexHtml = config.webDist ? readFileSync(path.join(config.webDist, 'index.html'), 'utf8') : null;
  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      },
    });
  }
  const schoolHtml = createSchoolHtmlCache(async (tenant, origin) => {
    const head = await findSeoHead(db, { tenantId: tenant.id });
    return head && indexHtml ? renderSchoolHtml(indexHtml, head, origin) : null;
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: translate(request.lang, 'notFound') });
    }
    const origin = `${request.protocol}://${request.host}`;
    const html = request.tenant ? await schoolHtml(request.tenant, origin) : null;
    const body = html ? withPageUrl(html, `${origin}${url}`) : indexHtml;
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
