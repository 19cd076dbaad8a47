import type { RecalculationReply } from '@trilha/shared/gamification/recalculation-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client';
import { enqueue } from '../../../platform/jobs/queue';
import type { JobWorker } from '../../../platform/jobs/worker';
import { addDays, BOARD, POINTS_COLUMN, SCORED_ACTIONS, utcDay, WINDOWS } from './actions';
import { lockWindowDay } from './award';
import { forgetBoards } from './board-cache';
import { reachScores } from './grants';

declare module '../../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'gamification.recalculate': { tenantId: number };
  }
}

/** Students repriced per transaction: each holds the school's awards back only that long. */
const CHUNK = 500;
/** Rate limit: a new recalculation starts at least this long after the previous one finished. */
const RECALCULATION_GAP_MS = 60_000;

/**
 * Asks for everyone's points to be repriced with the current points per action (the Pontuação
 * form calls it after saving; pass its transaction). Rate limited: while one is queued or
 * running, nothing more is queued (it reads the points when it runs); the next starts at least
 * RECALCULATION_GAP_MS after the last one finished.
 */
export async function requestRecalculation(db: Db, tenantId: number) {
  await db.execute(
    sql`insert into gamification_engine_state (tenant_id, window_day) values (${tenantId}, ${utcDay(new Date())}) on conflict do nothing`,
  );
  const [row] = rowsOf<{ finished: Date | null }>(
    await db.execute(sql`
      update gamification_engine_state set recalc_state = 'queued', recalc_requested_at = now(), recalc_done = 0, recalc_total = 0
      where tenant_id = ${tenantId} and recalc_state = 'idle'
      returning recalc_finished_at as finished`),
  );
  if (!row) return false;
  const finished = row.finished ? new Date(row.finished).getTime() : 0;
  const runAt = new Date(Math.max(Date.now(), finished + RECALCULATION_GAP_MS));
  await enqueue(db, 'gamification.recalculate', { tenantId }, { tenantId, runAt });
  return true;
}

/** GET recalculation: the state and progress the owner sees. */
export async function readRecalculation(db: Db, tenantId: number): Promise<RecalculationReply> {
  const [row] = rowsOf<{
    recalc_state: RecalculationReply['state'];
    recalc_done: number;
    recalc_total: number;
    recalc_finished_at: Date | string | null;
  }>(
    await db.execute(
      sql`select recalc_state, recalc_done, recalc_total, recalc_finished_at from gamification_engine_state where tenant_id = ${tenantId}`,
    ),
  );
  if (!row) return { state: 'idle', done: 0, total: 0, finished_at: null };
  return {
    state: row.recalc_state,
    done: row.recalc_done,
    total: row.recalc_total,
    finished_at: row.recalc_finished_at === null ? null : new Date(row.recalc_finished_at).toISOString(),
  };
}

const list = (items: SQL[]) => sql.join(items, sql`, `);

/**
 * The job: reprices every ledger row (but the per-day bonuses, earned at the price of their day)
 * and rebuilds each student's totals, per-day rows, boards and histogram buckets from the
 * ledger, CHUNK students per transaction; levels and score rewards reached on the way are granted.
 * Re-running it yields the same totals (idempotent).
 */
async function recalculate(db: Db, tenantId: number) {
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct user_id)::int as n from gamification_ledger where tenant_id = ${tenantId}`),
  );
  await db.execute(sql`
    update gamification_engine_state set recalc_state = 'running', recalc_done = 0, recalc_total = ${count?.n ?? 0}
    where tenant_id = ${tenantId}`);
  let after = 0;
  let done = 0;
  for (;;) {
    const users = rowsOf<{ user_id: number }>(
      await db.execute(sql`select distinct user_id from gamification_ledger where tenant_id = ${tenantId} and user_id > ${after}
        order by user_id limit ${CHUNK}`),
    ).map((r) => r.user_id);
    if (users.length === 0) break;
    await db.transaction((tx) => recalculateStudents(tx, tenantId, users));
    forgetBoards(db, tenantId);
    after = users[users.length - 1] ?? after;
    done += users.length;
    await db.execute(sql`update gamification_engine_state set recalc_done = ${done} where tenant_id = ${tenantId}`);
  }
  await db.execute(sql`
    update gamification_engine_state set recalc_state = 'idle', recalc_finished_at = now(), recalc_done = ${done}
    where tenant_id = ${tenantId}`);
}

async function recalculateStudents(tx: Db, tenantId: number, userIds: number[]) {
  const windowDay = await lockWindowDay(tx, tenantId, utcDay(new Date()), 'update');
  const [settings] = rowsOf<Record<string, number>>(
    await tx.execute(sql`select * from gamification_settings where tenant_id = ${tenantId} for share`),
  );
  if (!settings) return;
  const period = Number(settings.period);
  const ids = list(userIds.map((id) => sql`${id}::int`));
  const inChunk = (column: string) => sql`${sql.raw(column)} in (${ids})`;
  const prices = sql.join(
    SCORED_ACTIONS.map((a) => sql`when ${a} then ${Number(settings[POINTS_COLUMN[a].name])}::int`),
    sql` `,
  );
  const before = new Map(
    rowsOf<{ user_id: number; lifetime: number }>(
      await tx.execute(sql`select user_id, lifetime from gamification_standings where tenant_id = ${tenantId} and ${inChunk('user_id')}`),
    ).map((r) => [r.user_id, r.lifetime]),
  );
  await tx.execute(sql`
    update gamification_ledger set points = case action ${prices} else points end
    where tenant_id = ${tenantId} and ${inChunk('user_id')} and action not like 'bonus:%'`);

  // Out of the histograms with the old rows, in again with the rebuilt ones (a row of the current
  // period is in each board's histogram at its score there).
  const moveHistogram = (sign: 1 | -1) =>
    tx.execute(sql`
      insert into gamification_histogram as h (tenant_id, board, period, score, students)
      select ${tenantId}, v.board, b.period, v.score, ${sign} * count(*)::int from gamification_standings b
      cross join lateral (values (${BOARD.all}::smallint, b.score_all), (${BOARD['30d']}::smallint, b.score_30d), (${BOARD['7d']}::smallint, b.score_7d)) v(board, score)
      where b.tenant_id = ${tenantId} and b.period = ${period} and ${inChunk('b.user_id')}
      group by v.board, b.period, v.score
      on conflict (tenant_id, board, period, score) do update set students = h.students + excluded.students`);
  await moveHistogram(-1);
  const [since30, since7] = WINDOWS.map((w) => addDays(windowDay, 1 - w.days));
  const lifetimes = rowsOf<{ user_id: number; lifetime: number }>(
    await tx.execute(sql`
      insert into gamification_standings as b (tenant_id, user_id, lifetime, period, score_all, score_30d, score_7d)
      select ${tenantId}, user_id, coalesce(sum(points) filter (where active), 0)::int, ${period},
        coalesce(sum(points) filter (where active and period = ${period}), 0)::int,
        coalesce(sum(points) filter (where active and period = ${period} and day >= ${since30}::date), 0)::int,
        coalesce(sum(points) filter (where active and period = ${period} and day >= ${since7}::date), 0)::int
      from gamification_ledger
      where tenant_id = ${tenantId} and ${inChunk('user_id')}
      group by user_id
      on conflict (tenant_id, user_id) do update set lifetime = excluded.lifetime, period = excluded.period,
        score_all = excluded.score_all, score_30d = excluded.score_30d, score_7d = excluded.score_7d
      returning b.user_id, b.lifetime`),
  );
  await moveHistogram(1);
  await tx.execute(sql`delete from gamification_histogram where tenant_id = ${tenantId} and period = ${period} and students <= 0`);

  await tx.execute(sql`delete from gamification_daily where tenant_id = ${tenantId} and ${inChunk('user_id')}`);
  await tx.execute(sql`
    insert into gamification_daily (tenant_id, period, day, user_id, score)
    select ${tenantId}, period, day, user_id, sum(points)::int from gamification_ledger
    where tenant_id = ${tenantId} and ${inChunk('user_id')} and active
    group by period, day, user_id`);
  await reachScores(tx, tenantId, new Map(lifetimes.map((r) => [r.user_id, { before: before.get(r.user_id) ?? 0, after: r.lifetime }])));
}

/** Registers the job (engine/subscribers.ts registers the rest of the engine). */
export function registerRecalculation(jobs: JobWorker, db: Db) {
  jobs.handle('gamification.recalculate', async ({ tenantId }, job) => {
    try {
      await recalculate(db, tenantId);
    } catch (error) {
      // Out of attempts: back to idle (the failed job keeps the error), or the owner would watch a
      // progress bar that never moves and no later save could ask again.
      if (job.attempts >= job.maxAttempts) {
        await db.execute(sql`update gamification_engine_state set recalc_state = 'idle', recalc_finished_at = now()
          where tenant_id = ${tenantId}`);
      }
      throw error;
    }
  });
}
