import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { lessonProgress, lessons } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import './events';

type Where = { tenantId: number; userId: number; lessonId: number };
type Progress = { creditedSeconds: number; finishedAt: Date | null };

/** How many lessons of a module or course the user has not finished (0: completed). */
async function unfinished(tx: Db, where: { tenantId: number; userId: number }, scope: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.tenantId, lessons.tenantId),
        eq(lessonProgress.lessonId, lessons.id),
        eq(lessonProgress.userId, where.userId),
        isNotNull(lessonProgress.finishedAt),
      ),
    )
    .where(and(eq(lessons.tenantId, where.tenantId), scope, sql`${lessonProgress.lessonId} is null`));
  return row?.n ?? 0;
}

/**
 * The events a save caused, each only on its transition (two tabs saving at once may both see
 * it: gamification keys its points, so a doubled event scores once).
 */
export async function publishProgressEvents(
  tx: Db,
  events: EventBus,
  p: Where & { lesson: { courseId: number; moduleId: number }; watchedAtSeconds: number; before: Progress | null; after: Progress },
) {
  const lesson = { lessonId: p.lessonId, courseId: p.lesson.courseId, moduleId: p.lesson.moduleId, userId: p.userId };
  const creditedBefore = p.before?.creditedSeconds ?? 0;
  // "Watched to 90%" is believed time reaching 90% of a known duration (progress-credit.ts), never a reported jump.
  if (p.watchedAtSeconds > 0 && creditedBefore < p.watchedAtSeconds && p.after.creditedSeconds >= p.watchedAtSeconds) {
    await events.publish(tx, p.tenantId, 'lesson.watched', lesson);
  }
  if (p.before?.finishedAt || !p.after.finishedAt) return;
  await events.publish(tx, p.tenantId, 'lesson.finished', lesson);
  const who = { tenantId: p.tenantId, userId: p.userId };
  if ((await unfinished(tx, who, eq(lessons.moduleId, p.lesson.moduleId))) > 0) return;
  await events.publish(tx, p.tenantId, 'module.finished', { moduleId: p.lesson.moduleId, courseId: p.lesson.courseId, userId: p.userId });
  if ((await unfinished(tx, who, eq(lessons.courseId, p.lesson.courseId))) > 0) return;
  await events.publish(tx, p.tenantId, 'course.finished', { courseId: p.lesson.courseId, userId: p.userId });
}
