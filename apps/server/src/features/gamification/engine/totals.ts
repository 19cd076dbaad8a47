import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client';
import { addDays, BOARD, WINDOWS } from './actions';

/** Points a batch added (or took back) for one student, on one day of one period. */
export type Delta = { userId: number; period: number; day: string; points: number };

const list = (items: SQL[]) => sql.join(items, sql`, `);

/**
 * Applies a batch's deltas to every total in one pass (engine/award.ts, inside its transaction):
 * lifetime, the per-day table, the three boards and their histograms. Answers each student's
 * lifetime before and after, for the levels and score rewards the batch reached.
 */
export async function applyDeltas(
  tx: Db,
  scope: { tenantId: number; period: number; windowDay: string },
  deltas: Delta[],
): Promise<Map<number, { before: number; after: number }>> {
  const lifetimes = new Map<number, { before: number; after: number }>();
  const byUser = new Map<number, number>();
  const byDay = new Map<string, Delta>();
  const byBoard = new Map<string, { board: number; userId: number; points: number }>();
  for (const d of deltas) {
    if (d.points === 0) continue;
    byUser.set(d.userId, (byUser.get(d.userId) ?? 0) + d.points);
    const dayKey = `${d.userId}|${d.period}|${d.day}`;
    const day = byDay.get(dayKey);
    if (day) day.points += d.points;
    else byDay.set(dayKey, { ...d });
    // Only the current period's points are on the boards; a window holds the days since its start.
    if (d.period !== scope.period) continue;
    const boards: number[] = [BOARD.all, ...WINDOWS.filter((w) => d.day >= addDays(scope.windowDay, 1 - w.days)).map((w) => w.board)];
    for (const board of boards) {
      const key = `${board}|${d.userId}`;
      const entry = byBoard.get(key);
      if (entry) entry.points += d.points;
      else byBoard.set(key, { board, userId: d.userId, points: d.points });
    }
  }
  if (byUser.size === 0) return lifetimes;

  const totals = rowsOf<{ user_id: number; lifetime: number }>(
    await tx.execute(sql`
      insert into gamification_totals as t (tenant_id, user_id, lifetime)
      values ${list([...byUser].map(([userId, points]) => sql`(${scope.tenantId}, ${userId}, ${points})`))}
      on conflict (tenant_id, user_id) do update set lifetime = t.lifetime + excluded.lifetime, updated_at = now()
      returning t.user_id, t.lifetime`),
  );
  for (const row of totals) {
    const points = byUser.get(row.user_id) ?? 0;
    lifetimes.set(row.user_id, { before: row.lifetime - points, after: row.lifetime });
  }

  await tx.execute(sql`
    insert into gamification_daily as d (tenant_id, period, day, user_id, score)
    values ${list([...byDay.values()].map((d) => sql`(${scope.tenantId}, ${d.period}, ${d.day}::date, ${d.userId}, ${d.points})`))}
    on conflict (tenant_id, period, day, user_id) do update set score = d.score + excluded.score`);

  if (byBoard.size > 0) await applyBoards(tx, scope, [...byBoard.values()]);
  return lifetimes;
}

/**
 * The boards' rows and histograms. A row of an older period (or new: period 0) is not in the
 * current histogram; locking the rows first gives each batch the exact old score to move out of
 * its bucket, so concurrent batches keep the histogram equal to the rows.
 */
async function applyBoards(
  tx: Db,
  scope: { tenantId: number; period: number },
  entries: { board: number; userId: number; points: number }[],
) {
  const pairs = list(entries.map((e) => sql`(${e.board}::smallint, ${e.userId}::int)`));
  await tx.execute(sql`
    insert into gamification_board (tenant_id, board, user_id, period, score)
    select ${scope.tenantId}, v.board, v.user_id, 0, 0 from (values ${pairs}) as v(board, user_id)
    on conflict (tenant_id, board, user_id) do nothing`);
  const current = rowsOf<{ board: number; user_id: number; period: number; score: number }>(
    await tx.execute(sql`
      select b.board, b.user_id, b.period, b.score from gamification_board b
      join (values ${pairs}) as v(board, user_id) on b.board = v.board and b.user_id = v.user_id
      where b.tenant_id = ${scope.tenantId}
      order by b.board, b.user_id
      for update of b`),
  );
  const old = new Map(current.map((r) => [`${r.board}|${r.user_id}`, r]));
  const buckets = new Map<string, { board: number; score: number; students: number }>();
  const bump = (board: number, score: number, students: number) => {
    const key = `${board}|${score}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.students += students;
    else buckets.set(key, { board, score, students });
  };
  const updates: SQL[] = [];
  for (const e of entries) {
    const row = old.get(`${e.board}|${e.userId}`);
    const before = row?.period === scope.period ? row.score : null;
    const after = Math.max(0, (before ?? 0) + e.points);
    if (before !== null) bump(e.board, before, -1);
    bump(e.board, after, 1);
    updates.push(sql`(${e.board}::smallint, ${e.userId}::int, ${after}::int)`);
  }
  await tx.execute(sql`
    update gamification_board b set score = v.score, period = ${scope.period}
    from (values ${list(updates)}) as v(board, user_id, score)
    where b.tenant_id = ${scope.tenantId} and b.board = v.board and b.user_id = v.user_id`);
  const changed = [...buckets.values()].filter((b) => b.students !== 0);
  if (changed.length === 0) return;
  await tx.execute(sql`
    insert into gamification_histogram as h (tenant_id, board, period, score, students)
    values ${list(changed.map((b) => sql`(${scope.tenantId}, ${b.board}, ${scope.period}, ${b.score}, ${b.students})`))}
    on conflict (tenant_id, board, period, score) do update set students = h.students + excluded.students`);
  // A join on the touched buckets, not a row-value IN list: a long OR chain overflows PGlite's stack.
  await tx.execute(sql`
    delete from gamification_histogram h
    using (values ${list(changed.map((b) => sql`(${b.board}::smallint, ${b.score}::int)`))}) as v(board, score)
    where h.tenant_id = ${scope.tenantId} and h.period = ${scope.period} and h.board = v.board and h.score = v.score and h.students <= 0`);
}
