import { forgetKept, keep, perDatabase, type Kept } from '../../platform/caches';
import type { Change } from '../../platform/db/changes';
import type { Db } from '../../platform/db/client';
import { listSummaries, type BlockSummary } from './repo';

/**
 * The school's blocks without their HTML, kept in memory (docs/caching.md): every page a student
 * opens asks which blocks it shows, and a school has at most 50. Forgotten when a block changes,
 * by any process or by a cascade (a course deleted takes its blocks): migration 0017, `customHtml`;
 * this process's own writes forget at once. BLOCKS_CACHE_MS bounds an entry only while
 * notifications are lost. The HTML is never kept here: a block's frame reads it (frame.ts). Nor is
 * anyone's access: the entry is the same for every member, and each screen's list is filtered for
 * its viewer after it is read (service.ts screenBlocks, access.ts).
 */
export const BLOCKS_CACHE_MS = 10_000;
const MAX_SCHOOLS = 1_000;

const schools = new WeakMap<object, Map<number, Kept<BlockSummary[]>>>();
const schoolsOf = (db: Db) => perDatabase(schools, db, () => new Map<number, Kept<BlockSummary[]>>());

export const schoolBlocks = (db: Db, tenantId: number) =>
  keep(schoolsOf(db), tenantId, { tenantId, lifetime: BLOCKS_CACHE_MS, max: MAX_SCHOOLS }, () => listSummaries(db, { tenantId }));

export const forgetSchoolBlocks = (db: Db, tenantId: number) => schoolsOf(db).delete(tenantId);

/** What the database reports changed, by any process. */
export function forgetBlocksOnChange(db: Db, change: Change) {
  if (change.kind === 'customHtml') forgetKept(schoolsOf(db), change.tenantId);
  else if (change.kind === 'all') schoolsOf(db).clear();
}
