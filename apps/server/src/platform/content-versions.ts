import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema/index';
import { defineCache, expiryOf } from './caches';
import type { Db } from './db/client';

export type Versions = { home: number; catalog: number };

/**
 * How long this process trusts the school's versions without asking the database. The home view
 * makes four calls and each would otherwise start with this read (about a millisecond of the event
 * loop on the embedded database). This process's own writes forget the entry at once (bumps below);
 * another process's write shows here within VERSION_CACHE_MS.
 */
export const VERSION_CACHE_MS = 1_000;

type Entry = { until: number; generation: number; versions: Promise<Versions> };
/**
 * Bumps run on a transaction handle, which is not the client the readers' entries are keyed by, so
 * a bump cannot reach the entry itself: it moves the school's generation and every entry read
 * before it stops counting. One number per school that ever wrote, so the map stays small.
 */
const generations = new Map<number, number>();
/** Moves every school's generation at once (forgetAllVersions). */
let epoch = 0;
const generationOf = (tenantId: number) => epoch * 1_000_000_000 + (generations.get(tenantId) ?? 0);

/**
 * Forgets this process's versions of the school. Called inside the writing transaction, i.e. before
 * it commits: on PostgreSQL a reader in that window may read and keep the old numbers until the
 * database's change notification arrives after the commit (platform/db/changes.ts), at most
 * VERSION_CACHE_MS. The embedded database runs one transaction at a time, so there the reader waits
 * for the commit and the change shows at once.
 */
function forgetVersions(tenantId: number) {
  generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
}

/** When change notifications may have been missed (platform/db/changes.ts): every school reads again. */
function forgetAllVersions() {
  epoch++;
}

export const versionsCache = defineCache<number, Entry>({
  name: 'versions',
  what: "the school's home and catalog versions",
  where: 'platform/content-versions.ts',
  keyedBy: 'school',
  lifetime: { ms: VERSION_CACHE_MS },
  max: 1_000,
  forget: (change) => {
    if (change.kind === 'school') forgetVersions(change.tenantId);
    else if (change.kind === 'all') forgetAllVersions();
  },
});

/**
 * Every write to the school's banners, carousels, header links or their settings calls this in its
 * transaction (it lives in platform because banners, carousels, links, appearance and catalog all bump
 * what a page view reads):
 * the home caches (docs/home.md) compare it on read, so a change shows at once in this process and
 * within VERSION_CACHE_MS on the others.
 */
export async function bumpHomeVersion(db: Db, tenantId: number) {
  forgetVersions(tenantId);
  await db
    .update(tenants)
    .set({ homeVersion: sql`${tenants.homeVersion} + 1` })
    .where(eq(tenants.id, tenantId));
}

/**
 * Every write to courses, modules or lessons calls this in its transaction (docs/catalog.md). It
 * also forgets the versions the home keeps in memory (above), so this process's home
 * shows the change at once.
 */
export async function bumpCatalogVersion(db: Db, tenantId: number) {
  forgetVersions(tenantId);
  await db
    .update(tenants)
    .set({ catalogVersion: sql`${tenants.catalogVersion} + 1` })
    .where(eq(tenants.id, tenantId));
}

/** Both versions the home view depends on, in one read, straight from the database. */
export async function readVersions(db: Db, tenantId: number): Promise<Versions> {
  const [row] = await db
    .select({ home: tenants.homeVersion, catalog: tenants.catalogVersion })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? { home: 0, catalog: 0 };
}

/**
 * The versions as the home's caches check them: kept VERSION_CACHE_MS per database client and
 * school. The entry holds the read's promise, so requests arriving together share one read.
 */
export function cachedVersions(db: Db, tenantId: number): Promise<Versions> {
  const schools = versionsCache.of(db);
  const now = Date.now();
  const generation = generationOf(tenantId);
  const hit = schools.get(tenantId);
  if (hit && hit.until > now && hit.generation === generation) return hit.versions;
  const entry: Entry = { until: expiryOf(versionsCache, now), generation, versions: readVersions(db, tenantId) };
  schools.set(tenantId, entry);
  entry.versions.catch(() => {
    if (schools.get(tenantId) === entry) schools.delete(tenantId);
  });
  return entry.versions;
}
