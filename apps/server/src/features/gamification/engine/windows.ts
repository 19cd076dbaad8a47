import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client';
import { periodicJob } from '../../../platform/jobs/periodic';
import { addDays, BOARD_COLUMNS, boardScore, utcDay, WINDOWS } from './actions';
import { lockWindowDay } from './award';
import { forgetBoards } from './board-cache';

declare module '../../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'gamification.roll': Record<string, never>;
  }
}

/** How often the roll looks for schools whose 7/30-day boards stand on an earlier day. */
const ROLL_EVERY_MS = 10 * 60_000;

/**
 * Moves a school's 7- and 30-day boards to `today` (UTC): the days that left each window are
 * subtracted from its rows (from the per-day table), and the window's histogram is rebuilt from
 * its rows. Under the state row's lock FOR UPDATE, so no award batch adds to a window meanwhile;
 * idempotent (a school already at `today` is left alone).
 */
export async function rollWindows(db: Db, tenantId: number, today: string) {
  await db.transaction(async (tx) => {
    const windowDay = await lockWindowDay(tx, tenantId, today, 'update');
    if (windowDay >= today) return;
    const [settings] = rowsOf<{ period: number }>(
      await tx.execute(sql`select period from gamification_settings where tenant_id = ${tenantId} for share`),
    );
    if (settings) {
      for (const w of WINDOWS) {
        const from = addDays(windowDay, 1 - w.days);
        const to = addDays(today, -w.days);
        if (to < from) continue;
        const column = sql.raw(BOARD_COLUMNS[w.board]);
        await tx.execute(sql`
          update gamification_standings b set ${column} = greatest(0, ${boardScore(w.board)} - d.points)
          from (select user_id, sum(score)::int as points from gamification_daily
                where tenant_id = ${tenantId} and period = ${settings.period} and day between ${from}::date and ${to}::date
                group by user_id) d
          where b.tenant_id = ${tenantId} and b.period = ${settings.period} and b.user_id = d.user_id`);
        await tx.execute(sql`delete from gamification_histogram where tenant_id = ${tenantId} and board = ${w.board}`);
        await tx.execute(sql`
          insert into gamification_histogram (tenant_id, board, period, score, students)
          select ${tenantId}, ${w.board}, ${settings.period}, ${column}, count(*)::int from gamification_standings
          where tenant_id = ${tenantId} and period = ${settings.period}
          group by ${column}`);
      }
    }
    await tx.execute(sql`update gamification_engine_state set window_day = ${today}::date where tenant_id = ${tenantId}`);
  });
  forgetBoards(db, tenantId);
}

/** Rolls every school behind `today`, one transaction each. */
async function rollAll(db: Db, today = utcDay(new Date())) {
  const behind = rowsOf<{ tenant_id: number }>(
    await db.execute(sql`select tenant_id from gamification_engine_state where window_day < ${today}::date order by tenant_id`),
  );
  for (const { tenant_id } of behind) await rollWindows(db, tenant_id, today);
}

export const rollJob = (db: Db) => periodicJob(db, { queue: 'gamification.roll', everyMs: ROLL_EVERY_MS, run: () => rollAll(db) });
