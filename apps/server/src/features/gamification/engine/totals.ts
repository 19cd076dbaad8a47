import { sql } from 'drizzle-orm';
import { intsOf, textArray } from '../../../platform/db/arrays';
import { rowsOf, type Db } from '../../../platform/db/client';
import { addDays, BOARD, compareText, WINDOWS } from './actions';

/** Points a batch added (or took back) for one student, on one day of one period. */
export type Delta = { userId: number; period: number; day: string; points: number };

/**
 * Applies a batch's deltas to every total in one pass (engine/award.ts, inside its transaction):
 * the per-day table, then each student's standing (lifetime and the three boards) and the boards'
 * histograms. Answers each student's lifetime before and after, for the levels and score rewards
 * the batch reached.
 */
export async function applyDeltas(
  tx: Db,
  scope: { tenantId: number; period: number; windowDay: string },
  deltas: Delta[],
): Promise<Map<number, { before: number; after: number }>> {
  const byUser = new Map<number, Change>();
  const byDay = new Map<string, Delta>();
  // Every upsert below meets its rows in (student, period, day) order, whatever order the ledger
  // answered in, so concurrent batches lock shared rows in one order and cannot deadlock.
  const ordered = [...deltas].sort((x, y) => x.userId - y.userId || x.period - y.period || compareText(x.day, y.day));
  const windowStarts = WINDOWS.map((w) => ({ board: w.board, since: addDays(scope.windowDay, 1 - w.days) }));
  for (const d of ordered) {
    if (d.points === 0) continue;
    let change = byUser.get(d.userId);
    if (!change) byUser.set(d.userId, (change = { userId: d.userId, lifetime: 0, current: false, boards: [0, 0, 0] }));
    change.lifetime += d.points;
    const dayKey = `${d.userId}|${d.period}|${d.day}`;
    const day = byDay.get(dayKey);
    if (day) day.points += d.points;
    else byDay.set(dayKey, { ...d });
    // Only the current period's points are on the boards; a window holds the days since its start.
    if (d.period !== scope.period) continue;
    change.current = true;
    change.boards[BOARD.all] += d.points;
    for (const w of windowStarts) if (d.day >= w.since) change.boards[w.board] += d.points;
  }
  if (byUser.size === 0) return new Map();

  const days = [...byDay.values()];
  await tx.execute(sql`
    insert into gamification_daily as d (tenant_id, period, day, user_id, score)
    select ${scope.tenantId}, v.period, v.day, v.user_id, v.points
    from unnest(${intsOf(days, (d) => d.period)}::int[], ${textArray(days.map((d) => d.day))}::date[], ${intsOf(days, (d) => d.userId)}::int[],
      ${intsOf(days, (d) => d.points)}::int[]) as v(period, day, user_id, points)
    order by v.user_id, v.period, v.day
    on conflict (tenant_id, period, day, user_id) do update set score = d.score + excluded.score`);
  return applyStandings(tx, scope, [...byUser.values()]);
}

/** What a batch changes of one student: lifetime points, whether any is of the current period, and each board's. */
type Change = { userId: number; lifetime: number; current: boolean; boards: [number, number, number] };
type Standing = { user_id: number; lifetime: number; period: number; score_all: number; score_30d: number; score_7d: number };

/**
 * The standings and the histograms. A row of an older period is in no current histogram and starts
 * again at 0 on the current period's first point; a row of the current period is in each board's
 * histogram at its score there. Locking the rows first gives each batch the exact old scores to
 * move out of their buckets, so concurrent batches keep the histograms equal to the rows. A
 * student's first points insert the row; if another batch inserted it meanwhile (it committed: the
 * insert waited for it), the next round locks and moves it like any other.
 */
async function applyStandings(tx: Db, scope: { tenantId: number; period: number }, changes: Change[]) {
  const lifetimes = new Map<number, { before: number; after: number }>();
  const buckets = new Map<string, { board: number; score: number; students: number }>();
  const bump = (board: number, score: number, students: number) => {
    const key = `${board}|${score}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.students += students;
    else buckets.set(key, { board, score, students });
  };
  let pending = changes;
  while (pending.length > 0) {
    const current = rowsOf<Standing>(
      await tx.execute(sql`
        select s.user_id, s.lifetime, s.period, s.score_all, s.score_30d, s.score_7d from gamification_standings s
        where s.tenant_id = ${scope.tenantId} and s.user_id = any(${intsOf(pending, (c) => c.userId)}::int[])
        order by s.user_id
        for update of s`),
    );
    const old = new Map(current.map((r) => [r.user_id, r]));
    const updates: Standing[] = [];
    const missing: Change[] = [];
    for (const c of pending) {
      const row = old.get(c.userId);
      if (!row) {
        missing.push(c);
        continue;
      }
      lifetimes.set(c.userId, { before: row.lifetime, after: row.lifetime + c.lifetime });
      const next = { ...row, lifetime: row.lifetime + c.lifetime };
      if (c.current) {
        const before = row.period === scope.period ? [row.score_all, row.score_30d, row.score_7d] : null;
        const [all, days30, days7] = c.boards.map((points, board) => {
          const after = Math.max(0, (before?.[board] ?? 0) + points);
          if (before) bump(board, before[board] ?? 0, -1);
          bump(board, after, 1);
          return after;
        });
        Object.assign(next, { period: scope.period, score_all: all ?? 0, score_30d: days30 ?? 0, score_7d: days7 ?? 0 });
      }
      updates.push(next);
    }
    if (updates.length > 0) {
      await tx.execute(sql`
        update gamification_standings s set lifetime = v.lifetime, period = v.period, score_all = v.s0, score_30d = v.s1, score_7d = v.s2
        from unnest(${intsOf(updates, (u) => u.user_id)}::int[], ${intsOf(updates, (u) => u.lifetime)}::int[], ${intsOf(updates, (u) => u.period)}::int[],
          ${intsOf(updates, (u) => u.score_all)}::int[], ${intsOf(updates, (u) => u.score_30d)}::int[], ${intsOf(updates, (u) => u.score_7d)}::int[])
          as v(user_id, lifetime, period, s0, s1, s2)
        where s.tenant_id = ${scope.tenantId} and s.user_id = v.user_id`);
    }
    if (missing.length === 0) break;
    const inserted = rowsOf<Standing>(
      await tx.execute(sql`
        insert into gamification_standings (tenant_id, user_id, lifetime, period, score_all, score_30d, score_7d)
        select ${scope.tenantId}, v.user_id, v.lifetime, ${scope.period}, greatest(0, v.s0), greatest(0, v.s1), greatest(0, v.s2)
        from unnest(${intsOf(missing, (c) => c.userId)}::int[], ${intsOf(missing, (c) => c.lifetime)}::int[], ${intsOf(missing, (c) => c.boards[0])}::int[],
          ${intsOf(missing, (c) => c.boards[1])}::int[], ${intsOf(missing, (c) => c.boards[2])}::int[]) as v(user_id, lifetime, s0, s1, s2)
        order by v.user_id
        on conflict (tenant_id, user_id) do nothing
        returning user_id, lifetime, period, score_all, score_30d, score_7d`),
    );
    for (const row of inserted) {
      lifetimes.set(row.user_id, { before: 0, after: row.lifetime });
      [row.score_all, row.score_30d, row.score_7d].forEach((score, board) => bump(board, score, 1));
    }
    const done = new Set(inserted.map((r) => r.user_id));
    pending = missing.filter((c) => !done.has(c.userId));
  }
  await applyHistogram(tx, scope, [...buckets.values()]);
  return lifetimes;
}

/** The buckets a batch moved, in (board, score) order: an upsert of their counts, and those left empty deleted. */
async function applyHistogram(
  tx: Db,
  scope: { tenantId: number; period: number },
  buckets: { board: number; score: number; students: number }[],
) {
  const changed = buckets.filter((b) => b.students !== 0).sort((x, y) => x.board - y.board || x.score - y.score);
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
