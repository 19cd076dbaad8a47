import { and, eq, isNull, sql } from 'drizzle-orm';
import { gamificationCelebrations } from '../db/schema/index';
import { grantCriterion, scoreBatch, type ScoreItem } from '../features/gamification/engine/award';
import { rowsOf, type Db } from '../platform/db/client';

/**
 * A school's students' points for what the seed wrote in their name (docs/gamification.md; the demo's board,
 * levels and rewards alive): each seeded post, comment and reply, each lesson finished, scored
 * through the engine itself (its rules decide who scores and how much, and grant what a total
 * reaches, and a finished lesson's reward). Seeded rows have no domain event: event 0 is older than any real one, so a later
 * deletion still takes its points back. The celebrations this writes are history, marked seen:
 * a newcomer signs in to a school, not to a burst of fireworks.
 */
export async function seedGamificationScores(db: Db, tenantId: number) {
  const rows = rowsOf<{ user_id: number; action: ScoreItem['action']; object_id: number; at: Date | string }>(
    await db.execute(sql`
      select user_id, 'score_posts' as action, id as object_id, created_at as at from community_posts where tenant_id = ${tenantId}
      union all
      select user_id, case when parent_id is null then 'score_comments' else 'score_replies' end, id, created_at
        from community_comments where tenant_id = ${tenantId}
      union all
      select user_id, 'finish_class', lesson_id, finished_at from lesson_progress where tenant_id = ${tenantId} and finished_at is not null
      order by at`),
  );
  const items = scoreItemsOf(rows);
  await scoreBatch(db, tenantId, items);
  for (const item of items.filter((i) => i.action === 'finish_class')) {
    await grantCriterion(db, tenantId, { userId: item.userId, kind: 'lesson', objectId: item.objectId });
  }
  await db
    .update(gamificationCelebrations)
    .set({ seenAt: new Date() })
    .where(and(eq(gamificationCelebrations.tenantId, tenantId), isNull(gamificationCelebrations.seenAt)));
}

/** Rows of past actions (who, what, which object, when) as the engine's items; a seed has no event ids. */
export const scoreItemsOf = (rows: { user_id: number; action: ScoreItem['action']; object_id: number; at: Date | string }[]): ScoreItem[] =>
  rows.map((r) => ({ userId: r.user_id, action: r.action, objectId: r.object_id, eventId: 0, at: new Date(r.at) }));
