import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { communities, communityProducts, enrollments } from '../../db/schema/index';
import { isStaff } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { liveEnrollment } from '../catalog/public';
import type { CommunityRow } from './repo';

/**
 * Who sees which community (docs/communities.md "Who sees what"), one rule a line:
 * - staff (moderator, admin, owner) see every community of their school, active or not, and enter all;
 * - a student sees a community only while it is active;
 * - a community with products (legacy plans, config product_ids) opens to holders of a live
 *   enrollment in one of them; one without products opens to every member;
 * - a student without access still sees it listed, closed, with its upsell; its posts are refused.
 */
/** The reader or writer; `name` and `photoUrl` sign what they write, without reading their row back. */
export type Member = { tenantId: number; userId: number; staff: boolean; name: string; photoUrl: string | null };
export const memberOf = (user: SessionUser): Member => ({
  tenantId: user.tenantId,
  userId: user.id,
  staff: isStaff(user.roles),
  name: user.name,
  photoUrl: user.photoUrl,
});

export type Visible = { community: CommunityRow; gated: boolean; hasAccess: boolean };

/** "Has products" and "the member holds one of them", as SQL over the communities row. */
function accessColumns(member: Member) {
  const gated = exists(
    sql`(select 1 from ${communityProducts} where ${communityProducts.tenantId} = ${communities.tenantId} and ${communityProducts.communityId} = ${communities.id})`,
  );
  const holds = exists(
    sql`(select 1 from ${communityProducts} join ${enrollments} on ${enrollments.tenantId} = ${communityProducts.tenantId} and ${enrollments.productId} = ${communityProducts.productId} where ${communityProducts.tenantId} = ${communities.tenantId} and ${communityProducts.communityId} = ${communities.id} and ${enrollments.userId} = ${member.userId} and ${liveEnrollment()})`,
  );
  return { gated, holds };
}

const present = (member: Member, row: { community: CommunityRow; gated: boolean; holds: boolean }): Visible => ({
  community: row.community,
  gated: row.gated,
  hasAccess: member.staff || !row.gated || row.holds,
});

/** The communities the member sees, principal first, then the staff's order (bounded: 100 a school). */
export async function visibleCommunities(db: Db, member: Member): Promise<Visible[]> {
  const { gated, holds } = accessColumns(member);
  const rows = await db
    .select({ community: communities, gated: sql<boolean>`${gated}`, holds: sql<boolean>`${holds}` })
    .from(communities)
    .where(and(eq(communities.tenantId, member.tenantId), member.staff ? undefined : eq(communities.active, true)))
    .orderBy(desc(communities.principal), asc(communities.order), asc(communities.id));
  return rows.map((row) => present(member, row));
}

/** One community as the member may see it, or null (absent, another school's, or inactive for a student: 404). */
export async function visibleCommunity(db: Db, member: Member, communityId: number): Promise<Visible | null> {
  const { gated, holds } = accessColumns(member);
  const [row] = await db
    .select({ community: communities, gated: sql<boolean>`${gated}`, holds: sql<boolean>`${holds}` })
    .from(communities)
    .where(
      and(
        eq(communities.tenantId, member.tenantId),
        eq(communities.id, communityId),
        member.staff ? undefined : eq(communities.active, true),
      ),
    )
    .limit(1);
  return row ? present(member, row) : null;
}
