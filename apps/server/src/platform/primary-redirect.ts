import type { FastifyInstance } from 'fastify';
import { hostnameOf } from './origins';

/**
 * A school that chose to (docs/schools.md "A school's own domains") has every page asked on its
 * other hosts moved to its primary domain, path and query kept: old links and bookmarks keep
 * working and search engines learn the one address. The API is not moved (a client that called
 * one host keeps its session there), and neither are non-GET requests.
 */
export function registerPrimaryRedirect(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant?.redirectToPrimary || !tenant.primaryOrigin) return;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const primary = new URL(tenant.primaryOrigin);
    if (hostnameOf(request.headers.host) === primary.hostname) return;
    return reply.code(301).header('location', `${tenant.primaryOrigin}${request.url}`).header('cache-control', 'no-store').send();
  });
}
