import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';

/**
 * "Clear the general score" (spec 001 §7 reset-ranking; docs/gamification.md "Reset"): the school
 * starts a new ranking period. Nothing is deleted: the ledger stays as history, the boards of the
 * old period stop counting (a board row of an older period reads as 0 and restarts on the next
 * point), and lifetime points, levels and earned rewards stay. One row updated: O(1) for any school.
 * The update waits for award batches in flight (they hold the settings row FOR SHARE).
 */
export async function resetRanking(db: Db, tenantId: number) {
  const [row] = rowsOf<{ period: number }>(
    await db.execute(sql`
      insert into gamification_settings (tenant_id, period, period_started_at) values (${tenantId}, 2, now())
      on conflict (tenant_id) do update set period = gamification_settings.period + 1, period_started_at = now(), updated_at = now()
      returning period`),
  );
  return row?.period ?? 1;
}
