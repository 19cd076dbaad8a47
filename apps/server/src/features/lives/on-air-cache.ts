import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { lives } from '../../db/schema/index';
import { defineCache, forgetKept, keep, type Kept } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonIds } from '../../platform/db/json';

/**
 * The school's lives not over yet, kept in memory (docs/caching.md, docs/lives.md): every header of
 * every member asks has-live every minute, and on the embedded database each statement holds the
 * server's only thread. Which of them is on air is decided at each ask from the clock, so a live
 * starting or ending needs no read; a live scheduled, moved or deleted, or its products changed,
 * forgets the school's entry (migration 0016, `lives`; this process's own writes at once).
 * LIVES_CACHE_MS bounds an entry only while notifications are lost.
 */
const LIVES_CACHE_MS = 10_000;
/**
 * Lives read per school, soonest first. A school with more scheduled keeps its entry only until the
 * last one kept starts, before any live after it can be on air.
 */
const COMING_BOUND = 100;

export type ComingLive = { id: number; title: string; startsAt: number; endsAt: number; productIds: readonly number[] };

export const livesCache = defineCache<number, Kept<ComingLive[]>>({
  name: 'lives-coming',
  what: "the school's lives not over yet (has-live)",
  where: 'features/lives/on-air-cache.ts',
  keyedBy: 'school',
  checkedAgainst: 'the clock (on air or not)',
  lifetime: { ms: LIVES_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'lives') forgetKept(entries, change.tenantId);
  },
});

async function readComing(db: Db, tenantId: number): Promise<ComingLive[]> {
  const rows = await db
    .select({
      id: lives.id,
      title: lives.title,
      startsAt: lives.startsAt,
      endsAt: lives.endsAt,
      // Qualified by hand: drizzle writes a select's own columns unqualified, which inside this
      // subquery would name live_products' columns.
      productIds: sql<unknown>`coalesce((select json_agg(lp.product_id) from live_products lp
        where lp.tenant_id = lives.tenant_id and lp.live_id = lives.id), '[]'::json)`,
    })
    .from(lives)
    .where(and(eq(lives.tenantId, tenantId), gt(lives.endsAt, sql`now()`)))
    .orderBy(asc(lives.startsAt), asc(lives.id))
    .limit(COMING_BOUND);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
    productIds: jsonIds(r.productIds),
  }));
}

export async function comingLives(db: Db, tenantId: number): Promise<ComingLive[]> {
  const map = livesCache.of(db);
  const coming = await keep(db, livesCache, tenantId, tenantId, () => readComing(db, tenantId));
  const last = coming.at(-1);
  const entry = map.get(tenantId);
  // Lives beyond the bound may start once the last one kept has: the entry lasts until then.
  if (coming.length >= COMING_BOUND && last && entry?.resolved === coming) entry.until = Math.min(entry.until, last.startsAt);
  return coming;
}

/** After this process's own write to a live: the editor's next look, and every member's, reads it. */
export const forgetSchoolLives = (db: Db, tenantId: number) => livesCache.of(db).delete(tenantId);
