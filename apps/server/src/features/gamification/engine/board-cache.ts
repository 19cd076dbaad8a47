import { defineCache, forgetKept, keep, type Kept } from '../../../platform/caches';
import type { Db } from '../../../platform/db/client';
import type { BoardRow } from './reads';

/**
 * The top of each board, kept in memory (docs/caching.md): every viewer of a school (or of a
 * community's strip) sees the same ten rows, so the statement that finds them runs once per board
 * and period instead of once per view. What moves a board forgets the school's entries in this
 * process as it commits (scoring, a reset, a recalculation, a level edit); another process's
 * changes, and a renamed student, show within BOARD_CACHE_MS. The viewer's own score and rank are
 * never kept: they are read with each view.
 */
const BOARD_CACHE_MS = 10_000;

export type BoardKey = { tenantId: number; board: number; period: number; communityId?: number };

export const boardsCache = defineCache<string, Kept<BoardRow[]>>({
  name: 'board-tops',
  what: 'the top ten of each board and period',
  where: 'features/gamification/engine/board-cache.ts',
  keyedBy: 'school, board, period, community',
  lifetime: { ms: BOARD_CACHE_MS, spread: true },
  max: 5_000,
});

export const cachedTop = (db: Db, key: BoardKey, read: () => Promise<BoardRow[]>) =>
  keep(db, boardsCache, `${key.tenantId}:${key.board}:${key.period}:${key.communityId ?? ''}`, key.tenantId, read);

/** Forgets every board of the school (and a read of one still running, which may have missed the change). */
export const forgetBoards = (db: Db, tenantId: number) => forgetKept(boardsCache.of(db), tenantId);
