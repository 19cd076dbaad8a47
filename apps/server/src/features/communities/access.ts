import { memberOf as memberOfUser } from '../../platform/auth/member';
import type { SessionUser } from '../../platform/auth/session';
import type { Member } from '../../platform/auth/member';
import type { Db } from '../../platform/db/client';
import { heldProducts, isLive, schoolCommunities, schoolWith, type Held, type SchoolCommunity } from './access-cache';
import type { CommunityRow } from './repo';

/**
 * Who sees which community (docs/communities.md "Who sees what"), one rule a line:
 * - staff (moderator, admin, owner) see every community of their school, active or not, and enter all;
 * - a student sees a community only while it is active;
 * - a community with products (legacy plans, config product_ids) opens to holders of a live
 *   enrollment in one of them; one without products opens to every member;
 * - a student without access still sees it listed, closed, with its upsell; its posts are refused.
 * The rows come from memory (access-cache.ts), so a warm request decides without a query.
 */
/** The reader or writer (platform/auth/member.ts). */
export { memberOf, type Member } from '../../platform/auth/member';

export type Visible = { community: CommunityRow; gated: boolean; hasAccess: boolean };

function present(member: Member, { row, productIds }: SchoolCommunity, held: Held | null, now: number): Visible {
  const gated = productIds.length > 0;
  const holds = held !== null && productIds.some((id) => isLive(held, id, now));
  return { community: row, gated, hasAccess: member.staff || !gated || holds };
}

/** Staff enter every community: their enrolments are not read. */
const heldBy = (db: Db, member: Member) => (member.staff ? Promise.resolve(null) : heldProducts(db, member.tenantId, member.userId));

/** The communities the member sees, principal first, then the staff's order (bounded: 100 a school). */
export async function listVisibleCommunities(db: Db, member: Member): Promise<Visible[]> {
  const [school, held] = await Promise.all([schoolCommunities(db, member.tenantId), heldBy(db, member)]);
  const now = Date.now();
  return school.ordered.filter((c) => member.staff || c.row.active).map((c) => present(member, c, held, now));
}

/** One community as the member may see it, or null (absent, another school's, or inactive for a student: 404). */
export async function readVisibleCommunity(db: Db, member: Member, communityId: number): Promise<Visible | null> {
  const [school, held] = await Promise.all([schoolWith(db, member.tenantId, communityId), heldBy(db, member)]);
  const found = school.byId.get(communityId);
  if (!found || (!member.staff && !found.row.active)) return null;
  return present(member, found, held, Date.now());
}

/** The ids of the school's communities the member may enter (the like's single statement writes only in these). */
export async function enterableIds(db: Db, member: Member): Promise<{ id: number; community: CommunityRow }[]> {
  return (await listVisibleCommunities(db, member)).filter((v) => v.hasAccess).map((v) => ({ id: v.community.id, community: v.community }));
}

/**
 * The communities a member may enter (docs/communities.md "Who sees what"), principal first, then
 * the staff's order: staff all of the school's, a student the active ones without products or with
 * a live enrolment in one of theirs. From the access rows kept in memory, so a warm call runs no
 * statement. The notification preferences read it too (public.ts).
 */
export async function subscribedCommunities(db: Db, user: SessionUser): Promise<{ id: number; title: string }[]> {
  return (await enterableIds(db, memberOfUser(user))).map(({ id, community }) => ({ id, title: community.title }));
}
