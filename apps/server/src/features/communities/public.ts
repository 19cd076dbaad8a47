import { sql, type SQL } from 'drizzle-orm';
import { communities, communityProducts, enrollments, roles, userRoles, users } from '../../db/schema/index';
import { liveEnrollment } from '../catalog/public';

/** The communities a member may enter now, from memory (the notification preferences list them). */
export { subscribedCommunities } from './access';

/** The payloads of the feed's domain events, for their subscribers (feed-events.ts). */
export type { CommentDeletedEvent, CommentEvent, LikeEvent, PostDeletedEvent, PostEvent, UnlikeEvent } from './feed-events';

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
