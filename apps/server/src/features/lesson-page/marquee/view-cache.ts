import { asc, eq, sql } from 'drizzle-orm';
import { marquees } from '../../../db/schema/index';
import { defineCache, forgetKept, keep, type Kept } from '../../../platform/caches';
import type { Db } from '../../../platform/db/client';
import { jsonIds } from '../../../platform/db/json';
import { holderNames, type Holder } from './names';
import type { MarqueeRow } from './repo';

/**
 * What a lesson's marquee is drawn from, kept in memory (docs/caching.md, docs/marquee.md "Speed"):
 * every lesson view asks for it, and on the embedded database each statement holds the server's
 * only thread.
 *
 * - The school's marquees, with the courses each one's product opens: forgotten when a marquee
 *   changes (migration 0015, `marquees`) or a product's courses do (`access`); this process's own
 *   writes forget at once. MARQUEES_CACHE_MS bounds them only while notifications are lost.
 * - Per product, a pool of holders to greet by first name (names.ts): a random window of students,
 *   redrawn every HOLDERS_CACHE_MS so the greeting meets other classmates, and forgotten at once
 *   when one of them changes (`user`: name, roles or account; `learner`: an enrolment ended or
 *   moved). An enrolment that reaches its end date is left out when the names are drawn.
 */
const MARQUEES_CACHE_MS = 10_000;
const HOLDERS_CACHE_MS = 60_000;

/** A marquee as a lesson view needs it: its look and the courses its product opens. */
export type ViewMarquee = Omit<MarqueeRow, 'id' | 'tenantId' | 'productTitle'> & { courseIds: ReadonlySet<number> };

export const marqueesCache = defineCache<number, Kept<ViewMarquee[]>>({
  name: 'marquees',
  what: "the school's marquees and the courses opened",
  where: 'features/lesson-page/marquee/view-cache.ts',
  keyedBy: 'school',
  lifetime: { ms: MARQUEES_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'marquees' || change.kind === 'access') entries.delete(change.tenantId);
  },
});

export const holderPoolsCache = defineCache<string, Kept<Holder[]>>({
  name: 'marquee-holder-pools',
  what: "a marquee product's pool of holder names",
  where: 'features/lesson-page/marquee/view-cache.ts',
  keyedBy: 'school, product',
  lifetime: { ms: HOLDERS_CACHE_MS, spread: true },
  max: 5_000,
  forget: (change, entries) => {
    if (change.kind === 'user' || change.kind === 'learner')
      forgetKept(entries, change.tenantId, (pool) => pool.some((h) => h.userId === change.userId));
  },
});

/** The safety bound of the school's marquees: one per product (the unique key), so its products bound them already. */
const SCHOOL_BOUND = 1_000;

/** The school's marquees, oldest first, each with the courses its product opens: ONE statement. */
async function readSchool(db: Db, tenantId: number): Promise<ViewMarquee[]> {
  const rows = await db
    .select({
      productId: marquees.productId,
      // Qualified by hand: drizzle writes a select's own columns unqualified, which inside this
      // subquery would name product_courses' columns.
      courseIds: sql<unknown>`coalesce((select json_agg(pc.course_id) from product_courses pc
        where pc.tenant_id = marquees.tenant_id and pc.product_id = marquees.product_id), '[]'::json)`,
      text: marquees.text,
      timer: marquees.timer,
      url: marquees.url,
      font: marquees.font,
      fontWeight: marquees.fontWeight,
      borderRadius: marquees.borderRadius,
      backgroundColor: marquees.backgroundColor,
      textColor: marquees.textColor,
    })
    .from(marquees)
    .where(eq(marquees.tenantId, tenantId))
    .orderBy(asc(marquees.id))
    .limit(SCHOOL_BOUND);
  return rows.map((r) => ({ ...r, courseIds: new Set(jsonIds(r.courseIds)) }));
}

export const schoolMarquees = (db: Db, tenantId: number) => keep(db, marqueesCache, tenantId, tenantId, () => readSchool(db, tenantId));

/** The product's pool of holders, the viewer left out and enrolments past their end dropped. */
export async function holderPool(db: Db, props: { tenantId: number; productId: number; viewerId: number }): Promise<string[]> {
  const { tenantId, productId, viewerId } = props;
  const pool = await keep(db, holderPoolsCache, `${tenantId}:${productId}`, tenantId, () => holderNames(db, { tenantId, productId }));
  const now = Date.now();
  return pool.filter((h) => h.userId !== viewerId && (h.expiresAt === null || h.expiresAt > now)).map((h) => h.firstName);
}

/** After this process's own marquee write: the staff member's next look, and every student's, reads it. */
export const forgetSchoolMarquees = (db: Db, tenantId: number) => marqueesCache.of(db).delete(tenantId);
