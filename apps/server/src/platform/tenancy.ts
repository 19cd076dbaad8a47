import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { tenantDomains, tenants } from '../db/schema/index';
import type { Db } from './db/client';
import { HttpError } from './errors';

export type TenantRef = { id: number; slug: string; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The school this host serves (contract: custom domain, `{slug}.localhost`, bare localhost). */
    tenant: TenantRef | null;
  }
}

const DEFAULT_TENANT_ID = 1;
const CACHE_MS = 30_000;

/** Host -> tenant, cached briefly: the lookup runs on every request. */
export function createTenantResolver(db: Db) {
  const cache = new Map<string, { tenant: TenantRef | null; at: number }>();

  async function lookup(host: string): Promise<TenantRef | null> {
    const columns = { id: tenants.id, slug: tenants.slug, name: tenants.name };
    const [byDomain] = await db
      .select(columns)
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.domain, host))
      .limit(1);
    if (byDomain) return byDomain;
    const slug = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : null;
    if (slug) {
      const [bySlug] = await db.select(columns).from(tenants).where(eq(tenants.slug, slug)).limit(1);
      return bySlug ?? null;
    }
    if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') {
      const [fallback] = await db.select(columns).from(tenants).where(eq(tenants.id, DEFAULT_TENANT_ID)).limit(1);
      return fallback ?? null;
    }
    return null;
  }

  return {
    async resolve(hostHeader: string | undefined): Promise<TenantRef | null> {
      const host = normalizeHost(hostHeader);
      if (!host) return null;
      const hit = cache.get(host);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
      const tenant = await lookup(host);
      if (cache.size > 10_000) cache.clear();
      cache.set(host, { tenant, at: Date.now() });
      return tenant;
    },
    async byId(id: number): Promise<TenantRef | null> {
      const [row] = await db
        .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, id))
        .limit(1);
      return row ?? null;
    },
    forget: () => cache.clear(),
  };
}

export function normalizeHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '');
  return host.length > 0 && host.length <= 253 ? host : null;
}

/** Where the staff's settings writes live (spec 002 §7): /api/auth/config/..., /api/platform/auth/... */
const SETTINGS_WRITE = /^\/api\/(auth\/config|platform\/auth)\//;

export const tenancyPlugin = fp(async (app, opts: { resolver: ReturnType<typeof createTenantResolver> }) => {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    request.tenant = await opts.resolver.resolve(request.headers.host);
  });
  // What is cached per school (GET /api/tenant, the served HTML head) hangs off the host cache's
  // entries: any successful settings write drops them before its reply leaves, so the next read
  // in this process is fresh; other processes follow within the host cache's 30 s.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && SETTINGS_WRITE.test(request.url)) opts.resolver.forget();
  });
});

/** The host's school, or 404: routes that act inside a school call this first. */
export function requireTenant(tenant: TenantRef | null): TenantRef {
  if (!tenant) throw new HttpError(404, 'tenantNotFound');
  return tenant;
}
