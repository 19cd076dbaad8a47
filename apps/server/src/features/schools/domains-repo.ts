import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DomainStatus } from '@trilha/shared/schools/constants';
import { platformSettings, tenantDomains, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
export type DomainRow = { id: number; domain: string; status: DomainStatus; primary: boolean; token: string | null };

const columns = {
  id: tenantDomains.id,
  domain: tenantDomains.domain,
  status: sql<DomainStatus>`${tenantDomains.status}`,
  primary: tenantDomains.primary,
  token: tenantDomains.token,
};

/** Every host name of the school (at most SCHOOL_DOMAINS_MAX): the primary first, then verified, then by age. */
export function listDomains(db: Db, { tenantId }: Tenant): Promise<DomainRow[]> {
  return db
    .select(columns)
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(desc(tenantDomains.primary), desc(tenantDomains.status), asc(tenantDomains.id));
}

export async function findDomain(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<DomainRow | null> {
  const [row] = await db
    .select(columns)
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serializes one school's domain writes (the count limit, the last-host rule): its tenants row, locked. */
export async function lockSchool(tx: Db, { tenantId }: Tenant) {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export async function countDomains(tx: Db, { tenantId }: Tenant): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId));
  return row?.n ?? 0;
}

/** A pending host; another school's (or this school's) same name is refused by the primary key. */
export async function insertPending(tx: Db, { tenantId, host, token }: Tenant & { host: string; token: string }) {
  const [row] = await tx
    .insert(tenantDomains)
    .values({ tenantId, domain: host, status: 'pending', primary: false, token })
    .returning(columns);
  if (!row) throw new Error('the domain was not inserted');
  return row;
}

/**
 * Marks the host verified; it becomes the primary when the school has none (a `.localhost` name
 * never does). Two verifications at once cannot both take the primary: the partial unique index
 * `tenant_domains_one_primary` refuses the second, which the caller retries as not primary.
 */
export async function markVerified(db: Db, { tenantId, id, primary }: Tenant & { id: number; primary: boolean }) {
  const [row] = await db
    .update(tenantDomains)
    .set({
      status: 'verified',
      verifiedAt: new Date(),
      primary: primary
        ? sql`${tenantDomains.domain} not like '%.localhost' and not exists (select 1 from tenant_domains o where o.tenant_id = ${tenantId} and o."primary")`
        : false,
    })
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)))
    .returning(columns);
  return row ?? null;
}

/** Verified hosts left besides `id`. */
export async function otherVerified(tx: Db, { tenantId, id }: Tenant & { id: number }): Promise<DomainRow[]> {
  return tx
    .select(columns)
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), ne(tenantDomains.id, id), eq(tenantDomains.status, 'verified')))
    .orderBy(asc(tenantDomains.id));
}

export async function deleteDomain(tx: Db, { tenantId, id }: Tenant & { id: number }) {
  const deleted = await tx
    .delete(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)))
    .returning({ id: tenantDomains.id });
  return deleted.length > 0;
}

export async function makePrimary(tx: Db, { tenantId, id }: Tenant & { id: number }) {
  await tx
    .update(tenantDomains)
    .set({ primary: true })
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)));
}

export async function redirectSetting(db: Db, { tenantId }: Tenant): Promise<boolean> {
  const [row] = await db
    .select({ on: platformSettings.redirectToPrimary })
    .from(platformSettings)
    .where(eq(platformSettings.tenantId, tenantId))
    .limit(1);
  return row?.on ?? false;
}

/**
 * Sets the switch, when turning it on only if the school has a verified primary (one statement:
 * false when it has none). The settings row's change notice makes every process's host cache forget.
 */
export async function setRedirect(db: Db, { tenantId, on }: Tenant & { on: boolean }): Promise<boolean> {
  const updated = await db
    .update(platformSettings)
    .set({ redirectToPrimary: on })
    .where(
      and(
        eq(platformSettings.tenantId, tenantId),
        on
          ? sql`exists (select 1 from tenant_domains d where d.tenant_id = ${tenantId} and d."primary" and d.status = 'verified')`
          : undefined,
      ),
    )
    .returning({ on: platformSettings.redirectToPrimary });
  return updated.length > 0;
}

/** Caddy's ask: a verified host of an active school. */
export async function servesHost(db: Db, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantDomains.id })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(and(eq(tenantDomains.domain, host), eq(tenantDomains.status, 'verified'), eq(tenants.active, true)))
    .limit(1);
  return row !== undefined;
}
