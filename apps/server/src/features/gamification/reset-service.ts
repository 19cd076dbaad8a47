import type { Db } from '../../platform/db/client';
import { startNextPeriod } from './scoring-repo';

/**
 * "Clear the general score" (spec 001 §7 reset-ranking; docs/gamification.md "Reset"): the school
 * starts a new ranking period. Nothing is deleted: the ledger stays as history, the boards of the
 * old period stop counting (a board row of an older period reads as 0 and restarts on the next
 * point), and lifetime points, levels and earned rewards stay. One row updated: O(1) for any school.
 * The update waits for award batches in flight (they hold the settings row FOR SHARE).
 */
export async function resetRanking(db: Db, tenantId: number) {
  return startNextPeriod(db, { tenantId });
}
