import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  communities,
  communityComments,
  communityPostLikes,
  communityPostMedia,
  communityPosts,
  communityProducts,
  platformSettings,
  products,
  tenants,
} from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { RemovedContent } from './feed-events';

export type CommunityRow = typeof communities.$inferSelect;
export type CommunityWrite = Partial<Omit<typeof communities.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>>;
type Tenant = { tenantId: number };
type One = Tenant & { id: number };

const inSchool = (tenantId: number, id: number) => and(eq(communities.tenantId, tenantId), eq(communities.id, id));

/** The school's communities in order (bounded by MAX_COMMUNITIES, which create enforces). */
export async function listCommunities(db: Db, { tenantId }: Tenant) {
  return db
    .select({
      id: communities.id,
      title: communities.title,
      order: communities.order,
      active: communities.active,
      principal: communities.principal,
    })
    .from(communities)
    .where(eq(communities.tenantId, tenantId))
    .orderBy(asc(communities.order), asc(communities.id));
}

export async function findCommunity(db: Db, { tenantId, id }: One): Promise<CommunityRow | null> {
  const [row] = await db.select().from(communities).where(inSchool(tenantId, id)).limit(1);
  return row ?? null;
}

/** Serialises the writes of one school that read before they write (the 100 limit, the order). */
export async function lockSchool(db: Db, { tenantId }: Tenant) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export async function countCommunities(db: Db, { tenantId }: Tenant): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communities).where(eq(communities.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertCommunity(db: Db, { tenantId, values }: Tenant & { values: CommunityWrite & { title: string } }) {
  const [row] = await db
    .insert(communities)
    .values({
      ...values,
      tenantId,
      // A new community goes last.
      order: sql`(select coalesce(max(${communities.order}), 0) + 1 from ${communities} where ${communities.tenantId} = ${tenantId})`,
    })
    .returning();
  if (!row) throw new Error('insert into communities returned no row');
  return row;
}

export async function updateCommunity(db: Db, { tenantId, id, values }: One & { values: CommunityWrite }): Promise<CommunityRow | null> {
  const [row] = await db
    .update(communities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inSchool(tenantId, id))
    .returning();
  return row ?? null;
}

/**
 * Deletes the community with every post, comment, reply and like in it, the posts' content named
 * here rather than left to the cascade, so the caller learns what went (gamification takes it back,
 * feed-events.ts RemovedContent); access rows and media rows go by the cascade. The community's row
 * is locked first (a new post checks its key against it), then its posts (a comment or like takes
 * or checks its post's row), so nothing lands in it between the locks and the deletes. Undefined
 * when there was no such community.
 */
export async function deleteCommunity(
  db: Db,
  { tenantId, id }: One,
): Promise<{ coverPath: string | null; mediaKeys: string[]; removed: RemovedContent } | undefined> {
  const [row] = await db.select({ coverPath: communities.coverPath }).from(communities).where(inSchool(tenantId, id)).for('update');
  if (!row) return undefined;
  const inCommunity = and(eq(communityPosts.tenantId, tenantId), eq(communityPosts.communityId, id));
  const posts = await db
    .select({ postId: communityPosts.id, authorId: communityPosts.userId })
    .from(communityPosts)
    .where(inCommunity)
    .for('update');
  const itsPosts = db.select({ id: communityPosts.id }).from(communityPosts).where(inCommunity);
  const comments = await db
    .delete(communityComments)
    .where(and(eq(communityComments.tenantId, tenantId), inArray(communityComments.postId, itsPosts)))
    .returning({ commentId: communityComments.id, authorId: communityComments.userId, parentId: communityComments.parentId });
  const likes = await db
    .delete(communityPostLikes)
    .where(and(eq(communityPostLikes.tenantId, tenantId), inArray(communityPostLikes.postId, itsPosts)))
    .returning({ postId: communityPostLikes.postId, likerId: communityPostLikes.userId });
  // The posts' files: their rows go here (not by cascade) so the caller can release their bytes.
  const media = await db
    .delete(communityPostMedia)
    .where(and(eq(communityPostMedia.tenantId, tenantId), inArray(communityPostMedia.postId, itsPosts)))
    .returning({ key: communityPostMedia.key });
  await db.delete(communities).where(inSchool(tenantId, id));
  const authorOf = new Map(posts.map((p) => [p.postId, p.authorId]));
  return {
    coverPath: row.coverPath,
    mediaKeys: media.map((m) => m.key),
    removed: {
      posts,
      comments,
      // Every like's post is among the locked posts: none is dropped here.
      likes: likes.flatMap(({ postId, likerId }) => {
        const postAuthorId = authorOf.get(postId);
        return postAuthorId === undefined ? [] : [{ postId, postAuthorId, likerId }];
      }),
    },
  };
}

export async function setCommunityOrder(db: Db, { tenantId, id, order }: One & { order: number }) {
  await db.update(communities).set({ order }).where(inSchool(tenantId, id));
}

export async function setAllActive(db: Db, { tenantId, active }: Tenant & { active: boolean }) {
  await db
    .update(communities)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(communities.tenantId, tenantId));
}

export async function setCommunitiesPage(db: Db, { tenantId, shown }: Tenant & { shown: boolean }) {
  const rows = await db
    .update(platformSettings)
    .set({ showCommunitiesPage: shown, updatedAt: sql`now()` })
    .where(eq(platformSettings.tenantId, tenantId))
    .returning({ tenantId: platformSettings.tenantId });
  return rows.length > 0;
}

/** The products of a community with their titles (plans_with_access, product_ids), bounded by the school's products. */
export async function listCommunityProducts(db: Db, { tenantId, id }: One) {
  return db
    .select({ id: products.id, title: products.title, status: products.status })
    .from(communityProducts)
    .innerJoin(products, and(eq(products.tenantId, communityProducts.tenantId), eq(products.id, communityProducts.productId)))
    .where(and(eq(communityProducts.tenantId, tenantId), eq(communityProducts.communityId, id)))
    .orderBy(asc(products.title), asc(products.id));
}

/** Which of `ids` are active products of the school. */
export async function findActiveProductIds(db: Db, { tenantId, ids }: Tenant & { ids: number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids), eq(products.status, 'active')));
  return new Set(rows.map((r) => r.id));
}

/** Adds access rows; one already there stays (the primary key makes it one row, never a read-then-write). */
export async function addCommunityProducts(db: Db, { tenantId, id, productIds }: One & { productIds: number[] }) {
  if (productIds.length === 0) return;
  await db
    .insert(communityProducts)
    .values(productIds.map((productId) => ({ tenantId, communityId: id, productId })))
    .onConflictDoNothing();
}

export async function removeCommunityProducts(db: Db, { tenantId, id, productIds }: One & { productIds: number[] }) {
  if (productIds.length === 0) return;
  await db
    .delete(communityProducts)
    .where(
      and(
        eq(communityProducts.tenantId, tenantId),
        eq(communityProducts.communityId, id),
        inArray(communityProducts.productId, productIds),
      ),
    );
}

/** Makes the community's products exactly `productIds` (the config form sends the whole list). */
export async function replaceCommunityProducts(db: Db, props: One & { productIds: number[] }) {
  await db
    .delete(communityProducts)
    .where(and(eq(communityProducts.tenantId, props.tenantId), eq(communityProducts.communityId, props.id)));
  await addCommunityProducts(db, props);
}

/** Clears the principal flag of the school's communities other than `id` (before one is set: the unique index holds one). */
export async function clearOtherPrincipal(db: Db, { tenantId, id }: Tenant & { id: number | null }) {
  const others = id === null ? eq(communities.principal, true) : and(eq(communities.principal, true), ne(communities.id, id));
  await db
    .update(communities)
    .set({ principal: false })
    .where(and(eq(communities.tenantId, tenantId), others));
}

export async function findCommunitiesPage(db: Db, { tenantId }: Tenant): Promise<boolean> {
  const [row] = await db
    .select({ shown: platformSettings.showCommunitiesPage })
    .from(platformSettings)
    .where(eq(platformSettings.tenantId, tenantId))
    .limit(1);
  return row?.shown ?? false;
}
