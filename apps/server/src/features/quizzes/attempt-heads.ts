import { defineCache } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { AttemptRow } from './attempts-repo';

/**
 * What an attempt fixes when it starts and never changes after: whose it is, its quiz, its deadline
 * and its snapshot. Saving answers reads these on every debounced save; kept in memory, a save is one
 * guarded update. Nothing here can go stale (a deleted attempt makes the update find no row), so
 * entries leave only to bound the memory.
 */
export type AttemptHead = Pick<AttemptRow, 'id' | 'quizId' | 'userId' | 'deadline' | 'snapshot'>;

export const headsCache = defineCache<string, AttemptHead>({
  name: 'quiz-attempt-heads',
  what: "an attempt's owner, quiz, deadline and snapshot",
  where: 'features/quizzes/attempt-heads.ts',
  keyedBy: 'school, attempt',
  checkedAgainst: 'nothing: fixed when the attempt starts',
  max: 5_000,
});
const keyOf = (tenantId: number, attemptId: number) => `${tenantId}:${attemptId}`;

export const keptHead = (db: Db, tenantId: number, attemptId: number) => headsCache.of(db).get(keyOf(tenantId, attemptId));

export function keepHead(db: Db, tenantId: number, row: AttemptHead) {
  headsCache
    .of(db)
    .set(keyOf(tenantId, row.id), { id: row.id, quizId: row.quizId, userId: row.userId, deadline: row.deadline, snapshot: row.snapshot });
}
