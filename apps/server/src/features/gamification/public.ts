import { and, eq } from 'drizzle-orm';
import { rewards } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { releaseStoredFile } from '../../platform/uploads';

/**
 * What other features may ask of gamification (docs/architecture.md). Deleting a quiz deletes its
 * rewards by the foreign key's cascade; their stored file and badge would stay behind, so the quiz's
 * deletion calls this first, in its transaction: the files are deleted after it commits.
 */
export async function releaseQuizRewardFiles(tx: Db, { tenantId, quizId }: { tenantId: number; quizId: number }) {
  const held = await tx
    .select({ contentKey: rewards.contentKey, badgeUrl: rewards.badgeUrl })
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.quizId, quizId)));
  for (const reward of held) {
    if (reward.contentKey) await releaseStoredFile(tx, { tenantId, url: reward.contentKey });
    if (reward.badgeUrl) await releaseStoredFile(tx, { tenantId, url: reward.badgeUrl });
  }
}
