import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { tenantDomains, tenants } from '../db/schema/index';
import type { Db } from './db/client';
import { defineCache, expiryOf } from './caches';
import { HttpError } from './errors';
import { linkOrigin, LOOPBACK_HOSTS, originOfHost, parsePublicUrl, schoolOrigins } from './origins';

export type TenantRef = {
  id: number;
  slug: string;
  name: string;
  /** Where the school is served (platform/origins.ts): the same-origin check and e-mailed links use these. */
  origins: readonly string[];
  /** The school's primary custom domain's origin, when it has one: links and canonical URLs point there. */
  primaryOrigin: string | null;
  /** Pages asked on another of its hosts move to the primary domain (platform/primary-redirect.ts). */
  redirectToPrimary: boolean;
  /** False while the operator has suspended the school: platform/school-availability.ts answers for it. */
  active: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface FastifyRequest {
    /** The school this host serves (contract: custom domain, `{slug}.localhost`, bare localhost). */
    tenant: TenantRef | null;
  }
}

const DEFAULT_TENANT_ID = 1;

/** Host → school, kept: the lookup runs on every request. A school's settings or a domain let go of every host. */
export const hostsCache = defineCache<string, { tenant: TenantRef | null; until: number }>({
  name: 'hosts',
  what: 'host → school (and `/api/tenant`, page head)',
  where: 'platform/tenancy.ts',
  keyedBy: 'host',
  lifetime: { ms: 30_000 },
  max: 10_000,
  forget: (change, entries) => {
    if (change.kind === 'school' || change.kind === 'hosts') entries.clear();
  },
});

export function createTenantResolver(db: Db, opts: { publicUrl: string }) {
  const cache = hostsCache.of(db);
  const publicUrl = parsePublicUrl(opts.publicUrl);
  // Only verified host names serve a school (a pending one waits for its TXT record, docs/schools.md).
  const columns = {
    id: tenants.id,
    slug: tenants.slug,
    name: tenants.name,
    active: tenants.active,
    domains: sql<string[]>`coalesce((select array_agg(d.domain order by d.domain) from ${tenantDomains} d
      where d.tenant_id = "tenants"."id" and d.status = 'verified'), '{}')`,
    redirectToPrimary: sql<boolean>`coalesce((select p.redirect_to_primary from platform_settings p where p.tenant_id = "tenants"."id"), false)`,
    primary: sql<string | null>`(select d.domain from ${tenantDomains} d
      where d.tenant_id = "tenants"."id" and d."primary" and d.status = 'verified')`,
  };
  type Row = {
    id: number;
    slug: string;
    name: string;
    active: boolean;
    domains: string[];
    primary: string | null;
    redirectToPrimary: boolean;
  };
  const withOrigins = (row: Row | undefined): TenantRef | null =>
    row
      ? {
          id: row.id,
          slug: row.slug,
          name: row.name,
          active: row.active,
          redirectToPrimary: row.redirectToPrimary,
          primaryOrigin: row.primary ? originOfHost(publicUrl, row.primary) : null,
          origins: schoolOrigins(publicUrl, {
            domains: row.domains,
            primary: row.primary,
            servesPublicHost: LOOPBACK_HOSTS.includes(publicUrl.hostname)
              ? row.id === DEFAULT_TENANT_ID
              : row.domains.includes(publicUrl.hostname),
          }),
        }
      : null;

  async function lookup(host: string): Promise<TenantRef | null> {
    const [byDomain] = await db
      .select(columns)
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(and(eq(tenantDomains.domain, host), eq(tenantDomains.status, 'verified')))
      .limit(1);
    if (byDomain) return withOrigins(byDomain);
    const slug = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : null;
    if (slug) {
      const [bySlug] = await db.select(columns).from(tenants).where(eq(tenants.slug, slug)).limit(1);
      return withOrigins(bySlug);
    }
    if (LOOPBACK_HOSTS.includes(host)) {
      const [fallback] = await db.select(columns).from(tenants).where(eq(tenants.id, DEFAULT_TENANT_ID)).limit(1);
      return withOrigins(fallback);
    }
    return null;
  }

  return {
    async resolve(hostHeader: string | undefined): Promise<TenantRef | null> {
      const host = normalizeHost(hostHeader);
      if (!host) return null;
      const hit = cache.get(host);
      if (hit && Date.now() < hit.until) return hit.tenant;
      const tenant = await lookup(host);
      cache.set(host, { tenant, until: expiryOf(hostsCache, Date.now()) });
      return tenant;
    },
    async byId(id: number): Promise<TenantRef | null> {
      const [row] = await db.select(columns).from(tenants).where(eq(tenants.id, id)).limit(1);
      return withOrigins(row);
    },
    forget: () => cache.clear(),
  };
}

function normalizeHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '');
  return host.length > 0 && host.length <= 253 ? host : null;
}

/**
 * Where the staff's settings writes live (spec 002 §7): /api/auth/config/..., /api/platform/auth/...,
 * and the communities page switch (show_communities_page, in the school's /api/tenant).
 */
const SETTINGS_WRITE = /^\/api\/(auth\/config|platform\/auth)\/|^\/api\/auth\/community\/show-page\//;

export const tenancyPlugin = fp((app, opts: { resolver: ReturnType<typeof createTenantResolver> }, done) => {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    request.tenant = await opts.resolver.resolve(request.headers.host);
  });
  // What is cached per school (GET /api/tenant, the served HTML head) hangs off the host cache's
  // entries: any successful settings write drops them before its reply leaves, so the next read
  // in this process is fresh; other processes follow within the host cache's 30 s.
  // oxlint-disable-next-line typescript/require-await -- Fastify's promise form of a hook, which takes no done callback
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && SETTINGS_WRITE.test(request.url)) opts.resolver.forget();
  });
  done();
});

/** The host's school, or 404: routes that act inside a school call this first. */
export function requireTenant(tenant: TenantRef | null): TenantRef {
  if (!tenant) throw new HttpError(404, 'tenantNotFound');
  return tenant;
}

/** Who a school's e-mail comes from and where its links open: the school's name and its origin for the host asked on. */
export type MailFrom = { schoolName: string; origin: string };

/** The MailFrom of the request's school (a welcome mail, a sign-up confirmation); 404 without a school. */
export function mailFrom(request: { tenant: TenantRef | null; headers: { host?: string } }): MailFrom {
  const tenant = requireTenant(request.tenant);
  return { schoolName: tenant.name, origin: schoolOrigin(tenant, request.headers.host) };
}

/**
 * Where the school's e-mailed links and canonical URLs point: its primary domain when it chose one
 * (docs/schools.md), else its origin for the host asked on (platform/origins.ts linkOrigin).
 */
export function schoolOrigin(tenant: TenantRef, hostHeader: string | undefined): string {
  return tenant.primaryOrigin ?? linkOrigin(tenant.origins, hostHeader);
}
