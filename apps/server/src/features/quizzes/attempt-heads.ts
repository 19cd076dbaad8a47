import { deleteOldest, perDatabase } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { AttemptRow } from './attempts-repo';

/**
 * What an attempt fixes when it starts and never changes after: whose it is, its quiz, its deadline
 * and its snapshot. Saving answers reads these on every debounced save; kept in memory, a save is one
 * guarded update. Nothing here can go stale (a deleted attempt makes the update find no row), so
 * entries leave only to bound the memory.
 */
export type AttemptHead = Pick<AttemptRow, 'id' | 'quizId' | 'userId' | 'deadline' | 'snapshot'>;

const MAX_HEADS = 5_000;
const heads = new WeakMap<object, Map<string, AttemptHead>>();
const headsOf = (db: Db) => perDatabase(heads, db, () => new Map<string, AttemptHead>());
const keyOf = (tenantId: number, attemptId: number) => `${tenantId}:${attemptId}`;

export const keptHead = (db: Db, tenantId: number, attemptId: number) => headsOf(db).get(keyOf(tenantId, attemptId));

export function keepHead(db: Db, tenantId: number, row: AttemptHead) {
  const map = headsOf(db);
  if (map.size >= MAX_HEADS) deleteOldest(map);
  map.set(keyOf(tenantId, row.id), { id: row.id, quizId: row.quizId, userId: row.userId, deadline: row.deadline, snapshot: row.snapshot });
}
