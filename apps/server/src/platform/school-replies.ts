import { defineCache, type Cache } from './caches';
import { cachedVersions } from './content-versions';
import type { Db } from './db/client';
import type { JsonBytes } from './json-bytes';

type Entry = { home: number; body: Promise<JsonBytes> };

/**
 * A reply the same for every member of a school and asked on every page view (the banners index,
 * the header's links), kept as the bytes sent per school and checked against the school's home
 * version: every write to what it shows bumps that version in its transaction
 * (content-versions.ts). With the versions in memory, a warm read runs no query. The entry holds
 * the build's promise, so requests arriving together share one build.
 */
export function schoolReplyCache(
  spec: { name: string; what: string; where: string },
  build: (db: Db, tenantId: number) => Promise<JsonBytes>,
) {
  const cache: Cache<number, Entry> = defineCache({
    ...spec,
    keyedBy: 'school',
    checkedAgainst: 'home version',
    max: 1_000,
  });
  async function read(db: Db, tenantId: number): Promise<JsonBytes> {
    const { home } = await cachedVersions(db, tenantId);
    const schools = cache.of(db);
    const hit = schools.get(tenantId);
    if (hit?.home === home) return hit.body;
    // Built after the version was read: a write landing in between bumps it again and the next read rebuilds.
    const entry: Entry = { home, body: build(db, tenantId) };
    schools.set(tenantId, entry);
    entry.body.catch(() => {
      if (schools.get(tenantId) === entry) schools.delete(tenantId);
    });
    return entry.body;
  }
  return Object.assign(read, { cache });
}
