import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client';
import { communityGatedSql, communityReadersSql, gatedCommunityMembersSql, openCommunityRefusedSql } from '../../communities/public';
import { boardScore } from './actions';
import { scoresSql } from './ledger';

/**
 * The engine's reads (the student routes): settings, a student's total and level, the boards and
 * ranks. Every query takes the tenant; a board's top 10 is a range of its
 * (tenant, period, score desc, user) index on gamification_standings and a rank is a histogram sum (shared notes).
 * A request's reads are one or two statements: each is a round trip, and on the embedded database
 * a turn of its only thread, so what one reply needs is asked together (nested rows as json).
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

export type Settings = { custom_name: string | null; show_ranking: boolean; period: number };

/** The levels open to `user` (a column or id): a level of their products, or one naming none. */
const levelFor = (tenantId: number, user: SQL) =>
  sql`(not exists (select 1 from level_permissions lp where lp.tenant_id = ${tenantId} and lp.level_id = l.id)
    or exists (select 1 from level_permissions lp join enrollments e on e.tenant_id = lp.tenant_id and e.product_id = lp.product_id
      where lp.tenant_id = ${tenantId} and lp.level_id = l.id and e.user_id = ${user} and (e.expires_at is null or e.expires_at > now())))`;

/** The level a total reaches (`reached`) or the next one, as a json row or null; computed now, so editing a threshold re-levels everyone. */
const levelJson = (tenantId: number, user: SQL, score: SQL, which: 'reached' | 'next') =>
  sql`(select row_to_json(x) from (
    select l.id, l.name, l.needed_score, l.color, l.image, l.show_level_on_profile, l.show_score_on_profile, l.animation
    from levels l where l.tenant_id = ${tenantId} and ${levelFor(tenantId, user)}
      and ${which === 'reached' ? sql`l.needed_score <= ${score}` : sql`l.needed_score > ${score}`}
    order by ${which === 'reached' ? sql`l.needed_score desc` : sql`l.needed_score`}, l.id limit 1) x)`;

const settingsCte = (tenantId: number) =>
  sql`s as (select custom_name, show_ranking, period from gamification_settings where tenant_id = ${tenantId})`;

/** The students of the board above `score` in this period (a histogram sum: a few rows above the top, at most one per score). */
const aboveSql = (tenantId: number, board: number, period: SQL, score: SQL) =>
  sql`(select coalesce(sum(h.students), 0) from gamification_histogram h
    where h.tenant_id = ${tenantId} and h.board = ${board} and h.period = ${period} and h.score > ${score})::int`;

/**
 * GET me, in one statement: the settings, the lifetime total (levels read it; a reset keeps it), the
 * level and the next, and the all-time rank of this period when the viewer scores.
 */
export async function readMe(db: Db, tenantId: number, userId: number, board: number) {
  const user = sql`${userId}::int`;
  const [row] = rowsOf<{ settings: Settings | null; score: number; level: LevelRow | null; next: LevelRow | null; rank: number | null }>(
    await db.execute(sql`
      with ${settingsCte(tenantId)},
      t as (select coalesce((select lifetime from gamification_standings where tenant_id = ${tenantId} and user_id = ${user}), 0) as score)
      select (select row_to_json(s) from s) as settings, t.score,
        ${levelJson(tenantId, user, sql`t.score`, 'reached')} as level, ${levelJson(tenantId, user, sql`t.score`, 'next')} as next,
        (select 1 + ${aboveSql(
          tenantId,
          board,
          sql`s.period`,
          sql`coalesce((select ${boardScore(board)} from gamification_standings b
            where b.tenant_id = ${tenantId} and b.user_id = ${user} and b.period = s.period), 0)`,
        )}
          from s where ${scoresSql(tenantId, user)}) as rank
      from t`),
  );
  // The statement selects from a one-row CTE: it always answers a row.
  if (!row) throw new Error('gamification reads: no row');
  return row;
}

export type BoardViewer = {
  settings: Settings | null;
  /** The community asked for, or null (none asked, or not one of the school's). */
  community: { show_ranking: boolean; enters: boolean; gated: boolean } | null;
  scoring: boolean;
  /** The viewer's score on this board in this period (0 without a row). */
  score: number;
  /** The school's students above that score on this board (the viewer's school rank less one). */
  above: number;
};

/** The viewer's side of a board, in one statement: settings, the community's door, whether they score, their score. */
export async function readBoardViewer(db: Db, scope: { tenantId: number; userId: number; board: number; communityId?: number }) {
  const { tenantId, board, communityId } = scope;
  const user = sql`${scope.userId}::int`;
  const community =
    communityId === undefined
      ? sql`null::json`
      : sql`(select row_to_json(x) from (select c.show_ranking, ${user} in (${communityReadersSql(tenantId, communityId)}) as enters,
          ${communityGatedSql(tenantId, communityId)} as gated
          from communities c where c.tenant_id = ${tenantId} and c.id = ${communityId}) x)`;
  const [row] = rowsOf<BoardViewer>(
    await db.execute(sql`
      with ${settingsCte(tenantId)},
      mine as (select coalesce((select ${boardScore(board)} from gamification_standings b join s on b.period = s.period
        where b.tenant_id = ${tenantId} and b.user_id = ${user}), 0) as score)
      select (select row_to_json(s) from s) as settings, ${community} as community, ${scoresSql(tenantId, user)} as scoring, mine.score,
        coalesce((select ${aboveSql(tenantId, board, sql`s.period`, sql`mine.score`)} from s), 0) as above
      from mine`),
  );
  // The statement selects from a one-row CTE: it always answers a row.
  if (!row) throw new Error('gamification reads: no row');
  return row;
}

export type BoardRow = { user_id: number; name: string; photo_url: string | null; score: number; rank: number; level: LevelRow | null };
type BoardScope = { tenantId: number; board: number; period: number; community?: { id: number; gated: boolean } };

/**
 * Who of the board a community's strip keeps: those who may enter it, started from its members
 * when it has products (a class community of a large school never walks the whole board).
 */
function inCommunity(scope: BoardScope, user: SQL) {
  if (!scope.community) return sql`true`;
  const readers = sql`${user} in (${communityReadersSql(scope.tenantId, scope.community.id)})`;
  return scope.community.gated ? sql`${user} in (${gatedCommunityMembersSql(scope.tenantId, scope.community.id)}) and ${readers}` : readers;
}

/**
 * The top of a board with each one's rank (1 + the students with a higher score: ties share a
 * rank) and level, in one statement. The school's ranks are histogram sums; a community's are
 * counted among its rows (the higher scores of the community are all among them).
 */
export async function topOfBoard(db: Db, scope: BoardScope & { size: number }) {
  const { tenantId, board, period } = scope;
  const rank = scope.community
    ? sql`rank() over (order by b.score desc)::int`
    : sql`1 + ${aboveSql(tenantId, board, sql`${period}`, sql`b.score`)}`;
  const score = boardScore(board);
  return rowsOf<BoardRow>(
    await db.execute(sql`
      select b.user_id, u.name, u.photo_url, b.score, ${rank} as rank,
        ${levelJson(tenantId, sql`b.user_id`, sql`b.lifetime`, 'reached')} as level
      from (
        -- The first rows alone: an index range in score order, never a join over the whole board.
        select b.user_id, ${score} as score, b.lifetime from gamification_standings b
        where b.tenant_id = ${tenantId} and b.period = ${period} and ${score} > 0 and ${inCommunity(scope, sql`b.user_id`)}
        order by ${score} desc nulls last, b.user_id limit ${scope.size}) b
      join users u on u.tenant_id = ${tenantId} and u.id = b.user_id
      order by b.score desc, b.user_id`),
  );
}

/**
 * A scoring viewer's rank in a community's strip: 1 + those of the community above their score.
 * Without products, the school's count (`schoolAbove`) less the review accounts above who may not
 * enter; with products, a count among its members.
 */
export async function readCommunityRank(
  db: Db,
  scope: BoardScope & { community: { id: number; gated: boolean }; score: number; schoolAbove: number },
) {
  const { tenantId, board, period, score, community } = scope;
  const rows = sql`from gamification_standings b where b.tenant_id = ${tenantId} and b.period = ${period} and ${boardScore(board)} > ${score}`;
  const readers = communityReadersSql(tenantId, community.id);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      community.gated
        ? sql`select count(*)::int as n ${rows} and ${inCommunity(scope, sql`b.user_id`)}`
        : sql`select (${scope.schoolAbove} - count(*))::int as n ${rows} and b.user_id in (${openCommunityRefusedSql(tenantId)})
            and not (b.user_id in (${readers}))`,
    ),
  );
  return 1 + (row?.n ?? 0);
}
