import type { Animation, DeliveryType, RewardType, Song } from '@trilha/shared/gamification/constants';
import { REWARDS_MAX } from '@trilha/shared/gamification/reward-schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { lessons, products, quizzes, rewardPermissions, rewards, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
type RewardRef = Tenant & { rewardId: number };

/** What an editor sets on a reward (products apart: reward_permissions). */
export type RewardValues = {
  name: string;
  rewardType: RewardType;
  neededScore: number | null;
  quizId: number | null;
  lessonId: number | null;
  description: string;
  deliveryType: DeliveryType;
  contentKey: string | null;
  contentName: string | null;
  contentType: string | null;
  links: string[];
  badgeUrl: string | null;
  embed: string | null;
  deliverableProductId: number | null;
  song: Song;
  animation: Animation;
};

export type RewardRow = RewardValues & {
  id: number;
  tenantId: number;
  createdAt: Date;
  quizName: string | null;
  lessonTitle: string | null;
  deliverableTitle: string | null;
};

export type PermissionRow = { id: number; rewardId: number; productId: number; title: string };

const deliverable = products;

/** The columns of a reward with the names of what it points at (left joins: one query for the list). */
const rewardColumns = {
  id: rewards.id,
  tenantId: rewards.tenantId,
  name: rewards.name,
  rewardType: rewards.rewardType,
  neededScore: rewards.neededScore,
  quizId: rewards.quizId,
  lessonId: rewards.lessonId,
  description: rewards.description,
  deliveryType: rewards.deliveryType,
  contentKey: rewards.contentKey,
  contentName: rewards.contentName,
  contentType: rewards.contentType,
  links: rewards.links,
  badgeUrl: rewards.badgeUrl,
  embed: rewards.embed,
  deliverableProductId: rewards.deliverableProductId,
  song: rewards.song,
  animation: rewards.animation,
  createdAt: rewards.createdAt,
  quizName: quizzes.name,
  lessonTitle: lessons.title,
  deliverableTitle: deliverable.title,
};

function selectRewards(db: Db) {
  return db
    .select(rewardColumns)
    .from(rewards)
    .leftJoin(quizzes, and(eq(quizzes.tenantId, rewards.tenantId), eq(quizzes.id, rewards.quizId)))
    .leftJoin(lessons, and(eq(lessons.tenantId, rewards.tenantId), eq(lessons.id, rewards.lessonId)))
    .leftJoin(deliverable, and(eq(deliverable.tenantId, rewards.tenantId), eq(deliverable.id, rewards.deliverableProductId)));
}

/** The columns' text types narrowed to the values the table's checks allow. */
const typed = (row: Awaited<ReturnType<ReturnType<typeof selectRewards>['execute']>>[number]): RewardRow => ({
  ...row,
  rewardType: row.rewardType as RewardType,
  deliveryType: row.deliveryType as DeliveryType,
  song: row.song as Song,
  animation: row.animation as Animation,
});

/** The school's rewards, oldest first (spec 000 §7: the client reverses them), at most REWARDS_MAX. */
export async function listRewards(db: Db, { tenantId }: Tenant): Promise<RewardRow[]> {
  const rows = await selectRewards(db).where(eq(rewards.tenantId, tenantId)).orderBy(asc(rewards.id)).limit(REWARDS_MAX);
  return rows.map(typed);
}

export async function findReward(db: Db, { tenantId, rewardId }: RewardRef): Promise<RewardRow | null> {
  const [row] = await selectRewards(db)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, rewardId)))
    .limit(1);
  return row ? typed(row) : null;
}

/** Locks the reward's row for the rest of the transaction (an update and a delete do not interleave). */
export async function lockReward(db: Db, { tenantId, rewardId }: RewardRef) {
  const [row] = await db
    .select({
      id: rewards.id,
      contentKey: rewards.contentKey,
      contentName: rewards.contentName,
      contentType: rewards.contentType,
      badgeUrl: rewards.badgeUrl,
    })
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, rewardId)))
    .for('update');
  return row ?? null;
}

export async function countRewards(db: Db, { tenantId }: Tenant): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rewards).where(eq(rewards.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertReward(db: Db, { tenantId, values }: Tenant & { values: RewardValues }): Promise<number> {
  const [row] = await db
    .insert(rewards)
    .values({ tenantId, ...values })
    .returning({ id: rewards.id });
  if (!row) throw new Error('insert into rewards returned no row');
  return row.id;
}

export async function updateReward(db: Db, { tenantId, rewardId, values }: RewardRef & { values: RewardValues }) {
  await db
    .update(rewards)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, rewardId)));
}

export async function deleteReward(db: Db, { tenantId, rewardId }: RewardRef) {
  await db.delete(rewards).where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, rewardId)));
}

/** The permission records of some rewards, with their products' titles, in creation order. */
export async function listPermissions(db: Db, { tenantId, rewardIds }: Tenant & { rewardIds: number[] }): Promise<PermissionRow[]> {
  if (rewardIds.length === 0) return [];
  return db
    .select({
      id: rewardPermissions.id,
      rewardId: rewardPermissions.rewardId,
      productId: rewardPermissions.productId,
      title: products.title,
    })
    .from(rewardPermissions)
    .innerJoin(products, and(eq(products.tenantId, rewardPermissions.tenantId), eq(products.id, rewardPermissions.productId)))
    .where(and(eq(rewardPermissions.tenantId, tenantId), inArray(rewardPermissions.rewardId, rewardIds)))
    .orderBy(asc(rewardPermissions.id));
}

/** Adds products to a reward; one already there stays as it is (the unique key makes a replay harmless). */
export async function insertPermissions(db: Db, { tenantId, rewardId, productIds }: RewardRef & { productIds: number[] }) {
  if (productIds.length === 0) return;
  await db
    .insert(rewardPermissions)
    .values(productIds.map((productId) => ({ tenantId, rewardId, productId })))
    .onConflictDoNothing();
}

export async function findPermission(db: Db, { tenantId, permissionId }: Tenant & { permissionId: number }) {
  const [row] = await db
    .select({ id: rewardPermissions.id, rewardId: rewardPermissions.rewardId })
    .from(rewardPermissions)
    .where(and(eq(rewardPermissions.tenantId, tenantId), eq(rewardPermissions.id, permissionId)))
    .limit(1);
  return row ?? null;
}

export async function countPermissions(db: Db, { tenantId, rewardId }: RewardRef): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardPermissions)
    .where(and(eq(rewardPermissions.tenantId, tenantId), eq(rewardPermissions.rewardId, rewardId)));
  return row?.n ?? 0;
}

export async function deletePermission(db: Db, { tenantId, permissionId }: Tenant & { permissionId: number }) {
  await db.delete(rewardPermissions).where(and(eq(rewardPermissions.tenantId, tenantId), eq(rewardPermissions.id, permissionId)));
}

/** Which of `ids` are products of the school. */
export async function findExistingProducts(db: Db, { tenantId, ids }: Tenant & { ids: number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function quizExists(db: Db, { tenantId, quizId }: Tenant & { quizId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)))
    .limit(1);
  return Boolean(row);
}

export async function lessonExists(db: Db, { tenantId, lessonId }: Tenant & { lessonId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
    .limit(1);
  return Boolean(row);
}

/** Serialises the school's reward creations, so two at once cannot pass REWARDS_MAX together. */
export async function lockSchool(db: Db, { tenantId }: Tenant) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}
