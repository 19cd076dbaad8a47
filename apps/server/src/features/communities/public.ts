import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { communities, communityProducts, enrollments, roles, userRoles, users } from '../../db/schema/index';
import { liveEnrollment } from '../catalog/public';
import type { Db } from '../../platform/db/client';

/** The communities a member may enter now, from memory (the notification preferences list them). */
export { subscribedCommunities } from './access';

/** The payloads of the feed's domain events, for their subscribers (feed-events.ts). */
export type {
  CommentDeletedEvent,
  CommentEvent,
  ContentRemovedEvent,
  LikeEvent,
  PostDeletedEvent,
  PostEvent,
  UnlikeEvent,
} from './feed-events';

/**
 * What other features may ask of the communities: who may enter a community now, in SQL, so a
 * set-based write (the notifications' fan-out) decides it for every member in one statement.
 */

/** The row of `users` in the caller's query holds one of `slugs` in its school. */
const holdsRole = (tenantId: number, slugs: SQL) =>
  sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.tenantId} = ${tenantId} and ${userRoles.userId} = ${users.id} and ${roles.slug} ${slugs})`;

/**
 * "The row of `users` in the caller's query may enter the community now": the rule of access.ts
 * (docs/communities.md "Who sees what") in SQL, read fresh rather than from access-cache.ts:
 * - the review account has no communities (platform/auth/policy.ts memberFeatures), unless it edits;
 * - staff (any role other than student) enter every community of their school, active or not;
 * - a student enters only an active community, and one with products only through a live
 *   enrollment (catalog's liveEnrollment) in one of them.
 * The caller's query must select from `users` (unaliased) with `users.tenant_id = tenantId`.
 */
export function mayEnterCommunity(tenantId: number, communityId: number): SQL<boolean> {
  const staff = holdsRole(tenantId, sql`<> 'student'`);
  const editor = holdsRole(tenantId, sql`in ('admin', 'owner')`);
  const student = sql`exists (select 1 from ${communities}
    where ${communities.tenantId} = ${tenantId} and ${communities.id} = ${communityId} and ${communities.active}
      and (not exists (select 1 from ${communityProducts}
             where ${communityProducts.tenantId} = ${tenantId} and ${communityProducts.communityId} = ${communityId})
        or exists (select 1 from ${communityProducts} join ${enrollments}
             on ${enrollments.tenantId} = ${communityProducts.tenantId} and ${enrollments.productId} = ${communityProducts.productId}
             where ${communityProducts.tenantId} = ${tenantId} and ${communityProducts.communityId} = ${communityId}
               and ${enrollments.userId} = ${users.id} and ${liveEnrollment()})))`;
  return sql<boolean>`((not ${users.reviewAccount} or ${editor}) and (${staff} or ${student}))`;
}

/** The ids of the users who may enter the community now (mayEnterCommunity), as a subquery. */
export const communityReadersSql = (tenantId: number, communityId: number): SQL =>
  sql`select ${users.id} from ${users} where ${users.tenantId} = ${tenantId} and ${mayEnterCommunity(tenantId, communityId)}`;

/** "The community has products": only their holders (and the staff) enter it. */
export const communityGatedSql = (tenantId: number, communityId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${communityProducts}
    where ${communityProducts.tenantId} = ${tenantId} and ${communityProducts.communityId} = ${communityId})`;

/**
 * Who may enter a community, as sets to start from when ranking many members at once (the
 * gamification's community strip): each is a superset, so the caller still checks each row with
 * communityReadersSql. A community with products: its holders (live or not) and the staff, read
 * from their indexes, never a walk of the school. An active one without products: the whole school
 * but the review accounts (a partial index), so a count of the school less these is exact.
 */
export const gatedCommunityMembersSql = (tenantId: number, communityId: number): SQL =>
  sql`select ${enrollments.userId} from ${communityProducts} join ${enrollments}
      on ${enrollments.tenantId} = ${communityProducts.tenantId} and ${enrollments.productId} = ${communityProducts.productId}
    where ${communityProducts.tenantId} = ${tenantId} and ${communityProducts.communityId} = ${communityId}
    union
    select ${userRoles.userId} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.tenantId} = ${tenantId} and ${roles.slug} <> 'student'`;
export const openCommunityRefusedSql = (tenantId: number): SQL =>
  sql`select ${users.id} from ${users} where ${users.tenantId} = ${tenantId} and ${users.reviewAccount}`;

/**
 * The next `limit` user ids after `afterUserId`, in id order, among those who could enter the
 * community (a superset of mayEnterCommunity, which the caller still checks on each row): every
 * member of the school for a community without products; for one with products, the staff and the
 * holders of an enrollment in one of them (live or not). So a class community's fan-out pages
 * through its few dozen members, not through the whole school. Each branch is limited before the
 * union, so only `limit` rows of each are read; each is distinct first (a holder of two of the
 * community's products, a member with two staff roles), so fewer than `limit` ids means none is left.
 */
export function communityCandidatesAfter(tenantId: number, communityId: number, afterUserId: number, limit: number): SQL {
  const gated = communityGatedSql(tenantId, communityId);
  return sql`select id from (
    (select ${users.id} as id from ${users}
      where ${users.tenantId} = ${tenantId} and ${users.id} > ${afterUserId} and not ${gated}
      order by ${users.id} limit ${limit})
    union all
    (select distinct ${enrollments.userId} from ${communityProducts} join ${enrollments}
        on ${enrollments.tenantId} = ${communityProducts.tenantId} and ${enrollments.productId} = ${communityProducts.productId}
      where ${communityProducts.tenantId} = ${tenantId} and ${communityProducts.communityId} = ${communityId}
        and ${enrollments.userId} > ${afterUserId}
      order by ${enrollments.userId} limit ${limit})
    union all
    (select distinct ${userRoles.userId} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.tenantId} = ${tenantId} and ${roles.slug} <> 'student' and ${userRoles.userId} > ${afterUserId} and ${gated}
      order by ${userRoles.userId} limit ${limit})
  ) candidates group by id order by id limit ${limit}`;
}

/** The school's first community in its order (the ranking switch's get-first), or undefined when it has none. */
export async function firstCommunity(db: Db, tenantId: number): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: communities.id, title: communities.title })
    .from(communities)
    .where(eq(communities.tenantId, tenantId))
    .orderBy(asc(communities.order), asc(communities.id))
    .limit(1);
  return row;
}
