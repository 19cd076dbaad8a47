import { deleteOldest } from './caches';
import { cachedVersions } from './content-versions';
import type { Db } from './db/client';
import type { JsonBytes } from './json-bytes';

type Entry = { home: number; body: Promise<JsonBytes> };
const MAX_SCHOOLS = 1_000;

/**
 * A reply the same for every member of a school and asked on every page view (the banners index,
 * the header's links), kept as the bytes sent per database client and school and checked against
 * the school's home version: every write to what it shows bumps that version in its transaction
 * (content-versions.ts). With the versions in memory, a warm read runs no query. The entry holds
 * the build's promise, so requests arriving together share one build.
 */
export function schoolReplyCache(build: (db: Db, tenantId: number) => Promise<JsonBytes>) {
  const caches = new WeakMap<object, Map<number, Entry>>();
  return async function read(db: Db, tenantId: number): Promise<JsonBytes> {
    const { home } = await cachedVersions(db, tenantId);
    const key = (db as { $client?: object }).$client ?? db;
    let schools = caches.get(key);
    if (!schools) caches.set(key, (schools = new Map<number, Entry>()));
    const hit = schools.get(tenantId);
    if (hit?.home === home) return hit.body;
    // Built after the version was read: a write landing in between bumps it again and the next read rebuilds.
    const entry: Entry = { home, body: build(db, tenantId) };
    schools.delete(tenantId);
    if (schools.size >= MAX_SCHOOLS) deleteOldest(schools);
    schools.set(tenantId, entry);
    entry.body.catch(() => {
      if (schools.get(tenantId) === entry) schools.delete(tenantId);
    });
    return entry.body;
  };
}
