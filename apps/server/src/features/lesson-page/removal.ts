import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { publishRemoved } from './events';

/**
 * Deletes the comments and likes of lessons a studio deletion removes, before the lessons go, and
 * publishes who wrote and who liked, in the same transaction (docs/gamification.md "Taking points
 * back"): named by the DELETEs, not left to the foreign keys' cascade, so every point they earned
 * is taken back. Cached comment pages of those lessons need no forgetting: their lesson answers
 * 404 before any page is read, and ids are never reused.
 */
export async function removeLessonContent(scope: { tx: Db; events: EventBus; tenantId: number }, lessonIds: number[]) {
  if (lessonIds.length === 0) return;
  const ids = sql.param(lessonIds);
  const comments = (
    (await scope.tx.execute(sql`
      delete from lesson_comments where tenant_id = ${scope.tenantId} and lesson_id = any(${ids}::int[])
      returning id, user_id, lesson_id`)) as { rows: { id: number; user_id: number; lesson_id: number }[] }
  ).rows;
  const likes = (
    (await scope.tx.execute(sql`
      delete from lesson_likes where tenant_id = ${scope.tenantId} and lesson_id = any(${ids}::int[])
      returning user_id, lesson_id`)) as { rows: { user_id: number; lesson_id: number }[] }
  ).rows;
  const removed = new Map(
    lessonIds.map((lessonId) => [
      lessonId,
      { lessonId, comments: [] as { commentId: number; authorId: number }[], likers: [] as number[] },
    ]),
  );
  for (const c of comments) removed.get(c.lesson_id)?.comments.push({ commentId: c.id, authorId: c.user_id });
  for (const l of likes) removed.get(l.lesson_id)?.likers.push(l.user_id);
  for (const lesson of removed.values()) await publishRemoved(scope, lesson);
}
