import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { LessonProgressRemovedEvent } from './events';
import { neededSeconds } from './progress-credit';

/** Entries (learners, modules and courses together) one `lesson.progress.removed` event carries at most. */
const PROGRESS_REMOVED_PER_EVENT = 1_000;

type Removal = {
  lessonIds: number[];
  /** Modules going with the lessons: a learner who finished a lesson of one loses its finish_module. */
  moduleIds?: number[];
  /** A course going with them: likewise its finish_course. */
  courseIds?: number[];
  /** Who else holds those completions (gamification's ledger: lessons deleted earlier took their progress). */
  holders?: Pick<LessonProgressRemovedEvent, 'modules' | 'courses'>;
};

/**
 * Deletes the progress of lessons a studio deletion removes, before the lessons go, and publishes
 * what went in the same transaction (docs/gamification.md "Taking points back"): the rows are named
 * by the DELETE itself, not left to the foreign key's cascade, so every learner's points are found.
 * A lesson counts as watched when its believed time had reached 90% of its duration, the rule that
 * scored it (progress-events.ts). Completions of the modules and courses going come from `holders`
 * and from the finished lessons among these rows.
 */
export async function removeProgress(scope: { tx: Db; events: EventBus; tenantId: number }, removal: Removal) {
  const removed: LessonProgressRemovedEvent = { learners: [], modules: [], courses: [] };
  const seen = new Set<string>();
  const addModule = (userId: number, moduleId: number) => {
    if (seen.has(`m${userId}:${moduleId}`)) return;
    seen.add(`m${userId}:${moduleId}`);
    removed.modules.push({ userId, moduleId });
  };
  const addCourse = (userId: number, courseId: number) => {
    if (seen.has(`c${userId}:${courseId}`)) return;
    seen.add(`c${userId}:${courseId}`);
    removed.courses.push({ userId, courseId });
  };
  for (const m of removal.holders?.modules ?? []) addModule(m.userId, m.moduleId);
  for (const c of removal.holders?.courses ?? []) addCourse(c.userId, c.courseId);
  const result = await scope.tx.execute(sql`
    delete from lesson_progress p using lessons l
    where p.tenant_id = ${scope.tenantId} and p.lesson_id = any(${sql.param(removal.lessonIds)}::int[])
      and l.tenant_id = p.tenant_id and l.id = p.lesson_id
    returning p.user_id, p.lesson_id, l.module_id, l.course_id, l.duration_seconds, p.credited_seconds, p.finished_at is not null as finished`);
  const rows = (
    result as {
      rows: {
        user_id: number;
        lesson_id: number;
        module_id: number;
        course_id: number;
        duration_seconds: number;
        credited_seconds: number;
        finished: boolean;
      }[];
    }
  ).rows;
  const modules = new Set(removal.moduleIds ?? []);
  const courses = new Set(removal.courseIds ?? []);
  for (const row of rows) {
    const watched = row.duration_seconds > 0 && row.credited_seconds >= neededSeconds(row.duration_seconds);
    removed.learners.push({ userId: row.user_id, lessonId: row.lesson_id, watched, finished: row.finished });
    // A finish whose module.finished is still on its way to the ledger: the holders above miss it.
    if (!row.finished) continue;
    if (modules.has(row.module_id)) addModule(row.user_id, row.module_id);
    if (courses.has(row.course_id)) addCourse(row.user_id, row.course_id);
  }
  // Each kind in slices of its own: an event never holds more than PROGRESS_REMOVED_PER_EVENT entries.
  const publish = (part: Partial<LessonProgressRemovedEvent>) =>
    scope.events.publish(scope.tx, scope.tenantId, 'lesson.progress.removed', { learners: [], modules: [], courses: [], ...part });
  for (const learners of slices(removed.learners)) await publish({ learners });
  for (const modules of slices(removed.modules)) await publish({ modules });
  for (const courses of slices(removed.courses)) await publish({ courses });
}

function* slices<T>(list: T[]): Generator<T[]> {
  for (let from = 0; from < list.length; from += PROGRESS_REMOVED_PER_EVENT) yield list.slice(from, from + PROGRESS_REMOVED_PER_EVENT);
}
