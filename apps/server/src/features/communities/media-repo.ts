import { and, asc, eq, sql } from 'drizzle-orm';
import { communityPostMedia, communityPosts } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

/** A post's media row of the school, with the community its post is in; null when absent (or another school's). */
export async function findPostMedia(db: Db, { tenantId, id }: Tenant & { id: number }) {
  const [row] = await db
    .select({
      key: communityPostMedia.key,
      kind: communityPostMedia.kind,
      name: communityPostMedia.name,
      contentType: communityPostMedia.contentType,
      communityId: communityPosts.communityId,
    })
    .from(communityPostMedia)
    .innerJoin(
      communityPosts,
      and(eq(communityPosts.tenantId, communityPostMedia.tenantId), eq(communityPosts.id, communityPostMedia.postId)),
    )
    .where(and(eq(communityPostMedia.tenantId, tenantId), eq(communityPostMedia.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Post files still under the area's public folder (stored before the area was private), as the
 * partial index `community_post_media_unmoved` lists them: the same predicate, so the planner
 * reads that index, which is empty once the move is done.
 */
const unmoved = sql`${communityPostMedia.key} like 'tenants/%/community-posts/%' and ${communityPostMedia.key} not like 'tenants/%/community-posts/private/%'`;

export type UnmovedMedia = { tenantId: number; id: number; key: string; kind: 'image' | 'video' | 'file'; contentType: string };

/** The next `limit` post files to move, of every school (the job works for the whole installation). */
export function unmovedMedia(db: Db, limit: number): Promise<UnmovedMedia[]> {
  return db
    .select({
      tenantId: communityPostMedia.tenantId,
      id: communityPostMedia.id,
      key: communityPostMedia.key,
      kind: communityPostMedia.kind,
      contentType: communityPostMedia.contentType,
    })
    .from(communityPostMedia)
    .where(unmoved)
    .orderBy(asc(communityPostMedia.tenantId), asc(communityPostMedia.id))
    .limit(limit);
}

export async function hasUnmovedMedia(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: communityPostMedia.id }).from(communityPostMedia).where(unmoved).limit(1);
  return Boolean(row);
}

/** Points the row at its new key, only if it still holds the old one (a deleted post, or another mover, leaves it alone). */
export async function setMediaKey(db: Db, { tenantId, id, from, to }: Tenant & { id: number; from: string; to: string }): Promise<boolean> {
  const rows = await db
    .update(communityPostMedia)
    .set({ key: to })
    .where(and(eq(communityPostMedia.tenantId, tenantId), eq(communityPostMedia.id, id), eq(communityPostMedia.key, from)))
    .returning({ id: communityPostMedia.id });
  return rows.length > 0;
}
