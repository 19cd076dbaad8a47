import { defineCache, forgetKept, keep, type Kept } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { listSummaries, type BlockSummary } from './repo';

/**
 * The school's blocks without their HTML, kept in memory (docs/caching.md): every page a student
 * opens asks which blocks it shows, and a school has at most 50. Forgotten when a block changes,
 * by any process or by a cascade (a course deleted takes its blocks): migration 0017, `customHtml`;
 * this process's own writes forget at once. BLOCKS_CACHE_MS bounds an entry only while
 * notifications are lost. The HTML is never kept here: a block's frame reads it (frame.ts). Nor is
 * anyone's access: the entry is the same for every member, and each screen's list is filtered for
 * its viewer after it is read (service.ts listScreenBlocks, access.ts).
 */
const BLOCKS_CACHE_MS = 10_000;

export const blocksCache = defineCache<number, Kept<BlockSummary[]>>({
  name: 'custom-html-blocks',
  what: 'custom HTML blocks, without their HTML',
  where: 'features/custom-html/view-cache.ts',
  keyedBy: 'school',
  lifetime: { ms: BLOCKS_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'customHtml') forgetKept(entries, change.tenantId);
  },
});

export const schoolBlocks = (db: Db, tenantId: number) => keep(db, blocksCache, tenantId, tenantId, () => listSummaries(db, { tenantId }));

export const forgetSchoolBlocks = (db: Db, tenantId: number) => blocksCache.of(db).delete(tenantId);
