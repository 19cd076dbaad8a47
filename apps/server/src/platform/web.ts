import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { translate } from './messages';

/** Serves the built web app from the same origin; every non-API path falls back to index.html. */
export async function registerWeb(app: FastifyInstance, config: Config) {
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: translate(request.lang, 'notFound') });
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
