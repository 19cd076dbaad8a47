import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client';
import { communityReadersSql } from '../../communities/public';
import { scoringStudents } from './ledger';

/**
 * The engine's reads (the student routes): settings, a student's total and level, the boards and
 * ranks. Every query takes the tenant; the board's top 10 is a range of the
 * (tenant, board, period, score desc, user) index and a rank is a histogram sum (shared notes).
 */
export type LevelRow = {
  id: number;
  name: string;
  needed_score: number;
  color: string;
  image: string | null;
  show_level_on_profile: boolean;
  show_score_on_profile: boolean;
  animation: string;
};

export async function readSettings(db: Db, tenantId: number) {
  const [row] = rowsOf<{ custom_name: string | null; show_ranking: boolean; period: number }>(
    await db.execute(sql`select custom_name, show_ranking, period from gamification_settings where tenant_id = ${tenantId}`),
  );
  return row ?? null;
}

export async function readLifetime(db: Db, tenantId: number, userId: number) {
  const [row] = rowsOf<{ lifetime: number }>(
    await db.execute(sql`select lifetime from gamification_totals where tenant_id = ${tenantId} and user_id = ${userId}`),
  );
  return row?.lifetime ?? 0;
}

/** The levels open to `user` (a column or id): a level of their products, or one naming none. */
const levelFor = (tenantId: number, user: SQL) =>
  sql`(not exists (select 1 from level_permissions lp where lp.tenant_id = ${tenantId} and lp.level_id = l.id)
    or exists (select 1 from level_permissions lp join enrollments e on e.tenant_id = lp.tenant_id and e.product_id = lp.product_id
      where lp.tenant_id = ${tenantId} and lp.level_id = l.id and e.user_id = ${user} and (e.expires_at is null or e.expires_at > now())))`;

const LEVEL_COLUMNS = sql`l.id, l.name, l.needed_score, l.color, l.image, l.show_level_on_profile, l.show_score_on_profile, l.animation`;

/** The level a total reaches, and the next one, computed now (editing a threshold re-levels everyone). */
export async function levelsAt(db: Db, tenantId: number, userId: number, score: number) {
  const pick = async (where: SQL, order: SQL) => {
    const [row] = rowsOf<LevelRow>(
      await db.execute(sql`select ${LEVEL_COLUMNS} from levels l
        where l.tenant_id = ${tenantId} and ${where} and ${levelFor(tenantId, sql`${userId}::int`)}
        order by ${order} limit 1`),
    );
    return row ?? null;
  };
  const level = await pick(sql`l.needed_score <= ${score}`, sql`l.needed_score desc, l.id`);
  const next = await pick(sql`l.needed_score > ${score}`, sql`l.needed_score, l.id`);
  return { level, next };
}

/** Each listed student's level from their lifetime total (the board's ten rows, one query). */
export async function levelsOf(db: Db, tenantId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, LevelRow>();
  const rows = rowsOf<LevelRow & { user_id: number }>(
    await db.execute(sql`
      select u.user_id, lv.* from (values ${sql.join(
        userIds.map((id) => sql`(${id}::int)`),
        sql`, `,
      )}) as u(user_id)
      join gamification_totals t on t.tenant_id = ${tenantId} and t.user_id = u.user_id
      cross join lateral (select ${LEVEL_COLUMNS} from levels l
        where l.tenant_id = ${tenantId} and l.needed_score <= t.lifetime and ${levelFor(tenantId, sql`u.user_id`)}
        order by l.needed_score desc, l.id limit 1) lv`),
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

export const isScoring = async (db: Db, tenantId: number, userId: number) => (await scoringStudents(db, tenantId, [userId])).has(userId);

export type BoardRow = { user_id: number; name: string; photo_url: string | null; score: number; rank: number };

/**
 * The top 10 of a board with their ranks (1 + the students with a higher score: ties share a
 * rank). A community's board keeps those who may enter it, walking the index in score order.
 */
export async function topOfBoard(db: Db, scope: { tenantId: number; board: number; period: number; communityId?: number; size: number }) {
  const inCommunity =
    scope.communityId === undefined ? sql`true` : sql`b.user_id in (${communityReadersSql(scope.tenantId, scope.communityId)})`;
  const top = rowsOf<Omit<BoardRow, 'rank'>>(
    await db.execute(sql`
      select b.user_id, u.name, u.photo_url, b.score from (
        -- The ten first, alone: an index range in score order, never a join over the whole board.
        select b.user_id, b.score from gamification_board b
        where b.tenant_id = ${scope.tenantId} and b.board = ${scope.board} and b.period = ${scope.period} and b.score > 0 and ${inCommunity}
        order by b.score desc nulls last, b.user_id limit ${scope.size}) b
      join users u on u.tenant_id = ${scope.tenantId} and u.id = b.user_id
      order by b.score desc, b.user_id`),
  );
  if (top.length === 0) return [];
  const lowest = Math.min(...top.map((r) => r.score));
  if (scope.communityId !== undefined) {
    // Within a community the higher scores are among its ten rows or not at all: rank from the rows.
    return top.map((row) => ({ ...row, rank: 1 + top.filter((other) => other.score > row.score).length }));
  }
  const above = rowsOf<{ score: number; students: number }>(
    await db.execute(sql`
      select score, students from gamification_histogram
      where tenant_id = ${scope.tenantId} and board = ${scope.board} and period = ${scope.period} and score > ${lowest}`),
  );
  return top.map((row) => ({
    ...row,
    rank: 1 + above.filter((h) => h.score > row.score).reduce((sum, h) => sum + h.students, 0),
  }));
}

/** A student's score and rank on a board (null when they have no row of this period: a score of 0). */
export async function placeOnBoard(
  db: Db,
  scope: { tenantId: number; board: number; period: number; userId: number; communityId?: number },
): Promise<{ rank: number; score: number }> {
  // One statement (each is a round trip, and on the embedded database a turn of its only thread).
  const higher =
    scope.communityId === undefined
      ? sql`select coalesce(sum(students), 0) from gamification_histogram
          where tenant_id = ${scope.tenantId} and board = ${scope.board} and period = ${scope.period} and score > mine.score`
      : sql`select count(*) from gamification_board b
          where b.tenant_id = ${scope.tenantId} and b.board = ${scope.board} and b.period = ${scope.period} and b.score > mine.score
            and b.user_id in (${communityReadersSql(scope.tenantId, scope.communityId)})`;
  const [row] = rowsOf<{ score: number; n: number }>(
    await db.execute(sql`
      with mine as (select coalesce((select score from gamification_board
        where tenant_id = ${scope.tenantId} and board = ${scope.board} and user_id = ${scope.userId} and period = ${scope.period}), 0) as score)
      select mine.score, (${higher})::int as n from mine`),
  );
  return { rank: 1 + (row?.n ?? 0), score: row?.score ?? 0 };
}

/** A community of the school with its ranking switch and whether `userId` may enter it, or null. */
export async function findCommunity(db: Db, tenantId: number, communityId: number, userId: number) {
  const [row] = rowsOf<{ show_ranking: boolean; enters: boolean }>(
    await db.execute(sql`select c.show_ranking, ${userId}::int in (${communityReadersSql(tenantId, communityId)}) as enters
      from communities c where c.tenant_id = ${tenantId} and c.id = ${communityId}`),
  );
  return row ?? null;
}
