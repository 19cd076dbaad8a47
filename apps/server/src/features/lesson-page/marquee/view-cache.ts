import { asc, eq, sql } from 'drizzle-orm';
import { marquees } from '../../../db/schema/index';
import { forgetKept, keep, perDatabase, type Kept } from '../../../platform/caches';
import type { Change } from '../../../platform/db/changes';
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
export const MARQUEES_CACHE_MS = 10_000;
export const HOLDERS_CACHE_MS = 60_000;
const MAX_SCHOOLS = 1_000;
const MAX_POOLS = 5_000;

/** A marquee as a lesson view needs it: its look and the courses its product opens. */
export type ViewMarquee = Omit<MarqueeRow, 'id' | 'tenantId' | 'productTitle'> & { courseIds: ReadonlySet<number> };

const schools = new WeakMap<object, Map<number, Kept<ViewMarquee[]>>>();
const pools = new WeakMap<object, Map<string, Kept<Holder[]>>>();
const schoolsOf = (db: Db) => perDatabase(schools, db, () => new Map<number, Kept<ViewMarquee[]>>());
const poolsOf = (db: Db) => perDatabase(pools, db, () => new Map<string, Kept<Holder[]>>());

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

export const schoolMarquees = (db: Db, tenantId: number) =>
  keep(schoolsOf(db), tenantId, { tenantId, lifetime: MARQUEES_CACHE_MS, max: MAX_SCHOOLS }, () => readSchool(db, tenantId));

/** The product's pool of holders, the viewer left out and enrolments past their end dropped. */
export async function holderPool(db: Db, props: { tenantId: number; productId: number; viewerId: number }): Promise<string[]> {
  const { tenantId, productId, viewerId } = props;
  const pool = await keep(poolsOf(db), `${tenantId}:${productId}`, { tenantId, lifetime: HOLDERS_CACHE_MS, max: MAX_POOLS }, () =>
    holderNames(db, { tenantId, productId }),
  );
  const now = Date.now();
  return pool.filter((h) => h.userId !== viewerId && (h.expiresAt === null || h.expiresAt > now)).map((h) => h.firstName);
}

/** After this process's own marquee write: the staff member's next look, and every student's, reads it. */
export const forgetSchoolMarquees = (db: Db, tenantId: number) => schoolsOf(db).delete(tenantId);

/** What the database reports changed, by any process (docs/caching.md). */
export function forgetMarqueesOnChange(db: Db, change: Change) {
  const poolMap = poolsOf(db);
  if (change.kind === 'marquees' || change.kind === 'access') forgetSchoolMarquees(db, change.tenantId);
  else if (change.kind === 'user' || change.kind === 'learner')
    forgetKept(poolMap, change.tenantId, (pool) => pool.some((h) => h.userId === change.userId));
  else if (change.kind === 'all') {
    schoolsOf(db).clear();
    poolMap.clear();
  }
}
