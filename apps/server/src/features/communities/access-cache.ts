import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { communities, communityProducts, enrollments } from '../../db/schema/index';
import { defineCache, keep, type Kept } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonIds } from '../../platform/db/json';
import type { CommunityRow } from './repo';

/**
 * What deciding a member's door to a community needs, kept in memory (docs/caching.md): the
 * school's communities with the products that open them, and the member's enrolments. A warm feed
 * request then checks access without a query. Both are forgotten when the database reports a change
 * to their rows (cache-changes.ts: communities and community_products by `c`, enrolments by `l`,
 * users by `u`), whichever process made it; the lifetimes bound what a process serves only while
 * it has lost its notification connection.
 */
const ACCESS_CACHE_MS = 10_000;

export type SchoolCommunity = { row: CommunityRow; productIds: readonly number[] };
export type School = { ordered: readonly SchoolCommunity[]; byId: ReadonlyMap<number, SchoolCommunity> };
/** A member's enrolments: product id and expiry (ms), or null for none. */
export type Held = ReadonlyMap<number, number | null>;

const memberKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

// The entries hold the read's promise (platform/caches.ts keep), so requests arriving together share
// one read, and a forget deletes it: a read that started before a change is never kept after it.
export const communitiesCache = defineCache<number, Kept<School>>({
  name: 'communities',
  what: "the school's communities and their products",
  where: 'features/communities/access-cache.ts',
  keyedBy: 'school',
  lifetime: { ms: ACCESS_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'communities') entries.delete(change.tenantId);
  },
});

export const membersCache = defineCache<string, Kept<Held>>({
  name: 'community-members',
  what: "a member's enrolments (community access)",
  where: 'features/communities/access-cache.ts',
  keyedBy: 'school, user',
  lifetime: { ms: ACCESS_CACHE_MS, spread: true },
  max: 20_000,
  forget: (change, entries) => {
    if (change.kind === 'learner' || change.kind === 'user') entries.delete(memberKey(change.tenantId, change.userId));
  },
});

/** The school's communities (at most MAX_COMMUNITIES), principal first then the staff's order, each with its product ids: one query. */
async function readSchool(db: Db, tenantId: number): Promise<School> {
  const rows = await db
    .select({
      community: communities,
      products: sql<unknown>`coalesce((select json_agg(${communityProducts.productId}) from ${communityProducts}
        where ${communityProducts.tenantId} = ${communities.tenantId} and ${communityProducts.communityId} = ${communities.id}), '[]'::json)`,
    })
    .from(communities)
    .where(eq(communities.tenantId, tenantId))
    .orderBy(desc(communities.principal), asc(communities.order), asc(communities.id));
  const ordered = rows.map((r) => ({ row: r.community, productIds: jsonIds(r.products) }));
  return { ordered, byId: new Map(ordered.map((c) => [c.row.id, c])) };
}

export const schoolCommunities = (db: Db, tenantId: number) =>
  keep(db, communitiesCache, tenantId, tenantId, () => readSchool(db, tenantId));

/**
 * The school's communities, read again when `communityId` is not among the kept ones: a community
 * created a moment ago (by another process, or straight in the database) opens without waiting for
 * its notification. An id that does not exist costs that one query, as it did before the cache.
 */
export async function schoolWith(db: Db, tenantId: number, communityId: number): Promise<School> {
  const school = await schoolCommunities(db, tenantId);
  if (school.byId.has(communityId)) return school;
  forgetSchool(db, tenantId);
  return schoolCommunities(db, tenantId);
}

/** Every enrolment of the member with its expiry; whether one is live is decided at each use (isLive). */
async function readHeld(db: Db, tenantId: number, userId: number): Promise<Held> {
  const rows = await db
    .select({ productId: enrollments.productId, expiresAt: enrollments.expiresAt })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId)));
  return new Map(rows.map((r) => [r.productId, r.expiresAt?.getTime() ?? null]));
}

export const heldProducts = (db: Db, tenantId: number, userId: number) =>
  keep(db, membersCache, memberKey(tenantId, userId), tenantId, () => readHeld(db, tenantId, userId));

/** The catalog's rule (catalog/policy.ts liveEnrollment): no expiry, or one still ahead. */
export const isLive = (held: Held, productId: number, now = Date.now()) => {
  const expiry = held.get(productId);
  return expiry !== undefined && (expiry === null || expiry > now);
};

export function forgetSchool(db: Db, tenantId: number) {
  communitiesCache.of(db).delete(tenantId);
}
