import { sql } from 'drizzle-orm';
import { intsOf, textArray } from '../../../platform/db/arrays';
import { rowsOf, type Db } from '../../../platform/db/client';
import { addDays, BOARD, compareText, WINDOWS } from './actions';

/** Points a batch added (or took back) for one student, on one day of one period. */
export type Delta = { userId: number; period: number; day: string; points: number };

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
  // Every upsert below meets its rows in (student, period, day, board) order, whatever order the
  // ledger answered in, so concurrent batches lock shared rows in one order and cannot deadlock.
  const ordered = [...deltas].sort((x, y) => x.userId - y.userId || x.period - y.period || compareText(x.day, y.day));
  const windowStarts = WINDOWS.map((w) => ({ board: w.board, since: addDays(scope.windowDay, 1 - w.days) }));
  for (const d of ordered) {
    if (d.points === 0) continue;
    byUser.set(d.userId, (byUser.get(d.userId) ?? 0) + d.points);
    const dayKey = `${d.userId}|${d.period}|${d.day}`;
    const day = byDay.get(dayKey);
    if (day) day.points += d.points;
    else byDay.set(dayKey, { ...d });
    // Only the current period's points are on the boards; a window holds the days since its start.
    if (d.period !== scope.period) continue;
    const boards: number[] = [BOARD.all, ...windowStarts.filter((w) => d.day >= w.since).map((w) => w.board)];
    for (const board of boards) {
      const key = `${board}|${d.userId}`;
      const entry = byBoard.get(key);
      if (entry) entry.points += d.points;
      else byBoard.set(key, { board, userId: d.userId, points: d.points });
    }
  }
  if (byUser.size === 0) return lifetimes;

  const users = [...byUser];
  const totals = rowsOf<{ user_id: number; lifetime: number }>(
    await tx.execute(sql`
      insert into gamification_totals as t (tenant_id, user_id, lifetime)
      select ${scope.tenantId}, v.user_id, v.points
      from unnest(${intsOf(users, ([userId]) => userId)}::int[], ${intsOf(users, ([, points]) => points)}::int[]) as v(user_id, points)
      order by v.user_id
      on conflict (tenant_id, user_id) do update set lifetime = t.lifetime + excluded.lifetime, updated_at = now()
      returning t.user_id, t.lifetime`),
  );
  for (const row of totals) {
    const points = byUser.get(row.user_id) ?? 0;
    lifetimes.set(row.user_id, { before: row.lifetime - points, after: row.lifetime });
  }

  const days = [...byDay.values()];
  await tx.execute(sql`
    insert into gamification_daily as d (tenant_id, period, day, user_id, score)
    select ${scope.tenantId}, v.period, v.day, v.user_id, v.points
    from unnest(${intsOf(days, (d) => d.period)}::int[], ${textArray(days.map((d) => d.day))}::date[], ${intsOf(days, (d) => d.userId)}::int[],
      ${intsOf(days, (d) => d.points)}::int[]) as v(period, day, user_id, points)
    order by v.user_id, v.period, v.day
    on conflict (tenant_id, period, day, user_id) do update set score = d.score + excluded.score`);

  if (byBoard.size > 0) await applyBoards(tx, scope, [...byBoard.values()]);
  return lifetimes;
}

type BoardEntry = { board: number; userId: number; points: number };

/**
 * The boards' rows and histograms. A row of an older period is not in the current histogram;
 * locking the rows first gives each batch the exact old score to move out of its bucket, so
 * concurrent batches keep the histogram equal to the rows. A student's first points insert the
 * row; if another batch inserted it meanwhile (it committed: the insert waited for it), the next
 * round locks and moves it like any other.
 */
async function applyBoards(tx: Db, scope: { tenantId: number; period: number }, entries: BoardEntry[]) {
  const buckets = new Map<string, { board: number; score: number; students: number }>();
  const bump = (board: number, score: number, students: number) => {
    const key = `${board}|${score}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.students += students;
    else buckets.set(key, { board, score, students });
  };
  const keyOf = (board: number, userId: number) => `${board}|${userId}`;
  let pending = entries;
  while (pending.length > 0) {
    const current = rowsOf<{ board: number; user_id: number; period: number; score: number }>(
      await tx.execute(sql`
        select b.board, b.user_id, b.period, b.score from gamification_board b
        join unnest(${intsOf(pending, (e) => e.board)}::smallint[], ${intsOf(pending, (e) => e.userId)}::int[]) as v(board, user_id)
          on b.board = v.board and b.user_id = v.user_id
        where b.tenant_id = ${scope.tenantId}
        order by b.board, b.user_id
        for update of b`),
    );
    const old = new Map(current.map((r) => [keyOf(r.board, r.user_id), r]));
    const updates: (BoardEntry & { score: number })[] = [];
    const missing: BoardEntry[] = [];
    for (const e of pending) {
      const row = old.get(keyOf(e.board, e.userId));
      if (!row) {
        missing.push(e);
        continue;
      }
      const before = row.period === scope.period ? row.score : null;
      const after = Math.max(0, (before ?? 0) + e.points);
      if (before !== null) bump(e.board, before, -1);
      bump(e.board, after, 1);
      updates.push({ ...e, score: after });
    }
    if (updates.length > 0) {
      await tx.execute(sql`
        update gamification_board b set score = v.score, period = ${scope.period}
        from unnest(${intsOf(updates, (u) => u.board)}::smallint[], ${intsOf(updates, (u) => u.userId)}::int[],
          ${intsOf(updates, (u) => u.score)}::int[]) as v(board, user_id, score)
        where b.tenant_id = ${scope.tenantId} and b.board = v.board and b.user_id = v.user_id`);
    }
    if (missing.length === 0) break;
    missing.sort((x, y) => x.board - y.board || x.userId - y.userId);
    const inserted = rowsOf<{ board: number; user_id: number; score: number }>(
      await tx.execute(sql`
        insert into gamification_board (tenant_id, board, user_id, period, score)
        select ${scope.tenantId}, v.board, v.user_id, ${scope.period}, greatest(0, v.points)
        from unnest(${intsOf(missing, (e) => e.board)}::smallint[], ${intsOf(missing, (e) => e.userId)}::int[], ${intsOf(missing, (e) => e.points)}::int[])
          as v(board, user_id, points)
        order by v.board, v.user_id
        on conflict (tenant_id, board, user_id) do nothing
        returning board, user_id, score`),
    );
    for (const row of inserted) bump(row.board, row.score, 1);
    const done = new Set(inserted.map((r) => keyOf(r.board, r.user_id)));
    pending = missing.filter((e) => !done.has(keyOf(e.board, e.userId)));
  }
  const changed = [...buckets.values()].filter((b) => b.students !== 0).sort((x, y) => x.board - y.board || x.score - y.score);
  if (changed.length === 0) return;
  await tx.execute(sql`
    insert into gamification_histogram as h (tenant_id, board, period, score, students)
    select ${scope.tenantId}, v.board, ${scope.period}, v.score, v.students
    from unnest(${intsOf(changed, (b) => b.board)}::smallint[], ${intsOf(changed, (b) => b.score)}::int[], ${intsOf(changed, (b) => b.students)}::int[])
      as v(board, score, students)
    order by v.board, v.score
    on conflict (tenant_id, board, period, score) do update set students = h.students + excluded.students`);
  // A join on the touched buckets, not a row-value IN list: a long OR chain overflows PGlite's stack.
  await tx.execute(sql`
    delete from gamification_histogram h
    using unnest(${intsOf(changed, (b) => b.board)}::smallint[], ${intsOf(changed, (b) => b.score)}::int[]) as v(board, score)
    where h.tenant_id = ${scope.tenantId} and h.period = ${scope.period} and h.board = v.board and h.score = v.score and h.students <= 0`);
}
