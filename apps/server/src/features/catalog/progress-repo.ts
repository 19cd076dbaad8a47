import { and, eq, sql } from 'drizzle-orm';
import { lessonProgress } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { Credit } from './progress-credit';

type Where = { tenantId: number; userId: number; lessonId: number };

const where = (w: Where) =>
  and(eq(lessonProgress.tenantId, w.tenantId), eq(lessonProgress.userId, w.userId), eq(lessonProgress.lessonId, w.lessonId));

const columns = {
  startedAt: lessonProgress.startedAt,
  watchedSeconds: lessonProgress.watchedSeconds,
  creditedSeconds: lessonProgress.creditedSeconds,
  positionSeconds: lessonProgress.positionSeconds,
  reportedAt: lessonProgress.reportedAt,
  finishedAt: lessonProgress.finishedAt,
};
export type ProgressRow = Credit & { startedAt: Date };

/**
 * The member's progress on the lesson, locked for this report's transaction: each report is
 * measured against the one before it, so two tabs reporting at once take turns and credit a
 * moment once. Null before the first report.
 */
export async function lockProgress(tx: Db, w: Where): Promise<ProgressRow | null> {
  const [row] = await tx.select(columns).from(lessonProgress).where(where(w)).for('update');
  return row ?? null;
}

/** The first report's row; null when another request wrote it first (then lock that one). */
export async function insertProgress(tx: Db, w: Where, state: Credit): Promise<ProgressRow | null> {
  const [row] = await tx
    .insert(lessonProgress)
    .values({ ...w, ...state, startedAt: state.reportedAt ?? undefined })
    .onConflictDoNothing({ target: [lessonProgress.tenantId, lessonProgress.userId, lessonProgress.lessonId] })
    .returning(columns);
  return row ?? null;
}

export async function updateProgress(tx: Db, w: Where, state: Credit): Promise<ProgressRow> {
  const [row] = await tx
    .update(lessonProgress)
    .set({ ...state, updatedAt: sql`now()` })
    .where(where(w))
    .returning(columns);
  if (!row) throw new Error('the locked lesson_progress row was not updated');
  return row;
}
