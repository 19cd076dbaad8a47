import { forgetKept, keep, perDatabase, type Kept } from '../../../platform/caches';
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
export const BOARD_CACHE_MS = 10_000;
const MAX_BOARDS = 5_000;

export type BoardKey = { tenantId: number; board: number; period: number; communityId?: number };

const maps = new WeakMap<object, Map<string, Kept<BoardRow[]>>>();
const mapOf = (db: Db) => perDatabase(maps, db, () => new Map<string, Kept<BoardRow[]>>());

export const cachedTop = (db: Db, key: BoardKey, read: () => Promise<BoardRow[]>) =>
  keep(
    mapOf(db),
    `${key.tenantId}:${key.board}:${key.period}:${key.communityId ?? ''}`,
    { tenantId: key.tenantId, lifetime: BOARD_CACHE_MS, max: MAX_BOARDS },
    read,
  );

/** Forgets every board of the school (and a read of one still running, which may have missed the change). */
export const forgetBoards = (db: Db, tenantId: number) => forgetKept(mapOf(db), tenantId);
