import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { gamificationCelebrations, gamificationEarnedRewards, levels, products, rewards } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Viewer = { tenantId: number; userId: number };

/** The rewards the user earned, newest first, with the product a reward delivers. */
export function listEarnedRewards(db: Db, { tenantId, userId, limit }: Viewer & { limit: number }) {
  return db
    .select({
      reward: rewards,
      earnedAt: gamificationEarnedRewards.earnedAt,
      productTitle: products.title,
    })
    .from(gamificationEarnedRewards)
    .innerJoin(rewards, and(eq(rewards.tenantId, gamificationEarnedRewards.tenantId), eq(rewards.id, gamificationEarnedRewards.rewardId)))
    .leftJoin(products, and(eq(products.tenantId, rewards.tenantId), eq(products.id, rewards.deliverableProductId)))
    .where(and(eq(gamificationEarnedRewards.tenantId, tenantId), eq(gamificationEarnedRewards.userId, userId)))
    .orderBy(desc(gamificationEarnedRewards.earnedAt), desc(gamificationEarnedRewards.id))
    .limit(limit);
}
export type MyRewardRow = Awaited<ReturnType<typeof listEarnedRewards>>[number];

/** A reward's file, and whether this user earned it (`earned` null when not); null for no such reward. */
export async function findRewardFile(db: Db, { tenantId, userId, rewardId }: Viewer & { rewardId: number }) {
  const [row] = await db
    .select({
      key: rewards.contentKey,
      name: rewards.contentName,
      type: rewards.contentType,
      delivery: rewards.deliveryType,
      earned: gamificationEarnedRewards.id,
    })
    .from(rewards)
    .leftJoin(
      gamificationEarnedRewards,
      and(
        eq(gamificationEarnedRewards.tenantId, rewards.tenantId),
        eq(gamificationEarnedRewards.rewardId, rewards.id),
        eq(gamificationEarnedRewards.userId, userId),
      ),
    )
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, rewardId)));
  return row ?? null;
}

/** The user's celebrations not yet shown, oldest first, with the level's or reward's animation and song. */
export function listUnseenCelebrations(db: Db, { tenantId, userId, limit }: Viewer & { limit: number }) {
  return db
    .select({
      id: gamificationCelebrations.id,
      kind: gamificationCelebrations.kind,
      levelName: levels.name,
      levelAnimation: levels.animation,
      rewardName: rewards.name,
      rewardAnimation: rewards.animation,
      rewardSong: rewards.song,
    })
    .from(gamificationCelebrations)
    .leftJoin(levels, and(eq(levels.tenantId, gamificationCelebrations.tenantId), eq(levels.id, gamificationCelebrations.levelId)))
    .leftJoin(rewards, and(eq(rewards.tenantId, gamificationCelebrations.tenantId), eq(rewards.id, gamificationCelebrations.rewardId)))
    .where(
      and(
        eq(gamificationCelebrations.tenantId, tenantId),
        eq(gamificationCelebrations.userId, userId),
        isNull(gamificationCelebrations.seenAt),
      ),
    )
    .orderBy(asc(gamificationCelebrations.id))
    .limit(limit);
}
export type CelebrationRow = Awaited<ReturnType<typeof listUnseenCelebrations>>[number];

/** Marks the user's own celebrations among `ids` as seen (another's id changes nothing). */
export async function setCelebrationsSeen(db: Db, { tenantId, userId, ids }: Viewer & { ids: number[] }) {
  await db
    .update(gamificationCelebrations)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(gamificationCelebrations.tenantId, tenantId),
        eq(gamificationCelebrations.userId, userId),
        inArray(gamificationCelebrations.id, ids),
        isNull(gamificationCelebrations.seenAt),
      ),
    );
}
