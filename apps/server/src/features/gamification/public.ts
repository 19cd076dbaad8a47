import { and, eq, inArray, or } from 'drizzle-orm';
import { gamificationLedger, rewards } from '../../db/schema/index';
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

/**
 * Deleting a lesson in the studio deletes the rewards whose criterion it is, as a quiz's deletion
 * does (the foreign key's cascade, with the earned rows: docs/course-studio.md "Deleting"); their
 * files are released here first, in the deletion's transaction, and deleted after it commits.
 */
export async function releaseLessonRewardFiles(tx: Db, { tenantId, lessonIds }: { tenantId: number; lessonIds: number[] }) {
  if (lessonIds.length === 0) return;
  const held = await tx
    .select({ contentKey: rewards.contentKey, badgeUrl: rewards.badgeUrl })
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), inArray(rewards.lessonId, lessonIds)));
  for (const reward of held) {
    if (reward.contentKey) await releaseStoredFile(tx, { tenantId, url: reward.contentKey });
    if (reward.badgeUrl) await releaseStoredFile(tx, { tenantId, url: reward.badgeUrl });
  }
}

/**
 * The students who hold the points of completing these modules or courses (the ledger's completions
 * index): a deletion takes them back even when the lessons that earned them went before it.
 */
export async function completionHolders(
  tx: Db,
  { tenantId, moduleIds, courseIds }: { tenantId: number; moduleIds: number[]; courseIds: number[] },
) {
  if (moduleIds.length === 0 && courseIds.length === 0) return { modules: [], courses: [] };
  const rows = await tx
    .select({ userId: gamificationLedger.userId, action: gamificationLedger.action, objectId: gamificationLedger.objectId })
    .from(gamificationLedger)
    .where(
      and(
        eq(gamificationLedger.tenantId, tenantId),
        eq(gamificationLedger.active, true),
        or(
          and(eq(gamificationLedger.action, 'finish_module'), inArray(gamificationLedger.objectId, moduleIds.length ? moduleIds : [0])),
          and(eq(gamificationLedger.action, 'finish_course'), inArray(gamificationLedger.objectId, courseIds.length ? courseIds : [0])),
        ),
      ),
    );
  return {
    modules: rows.filter((r) => r.action === 'finish_module').map((r) => ({ userId: r.userId, moduleId: r.objectId })),
    courses: rows.filter((r) => r.action === 'finish_course').map((r) => ({ userId: r.userId, courseId: r.objectId })),
  };
}
