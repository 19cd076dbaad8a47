import type { RankingBoardReply } from '@trilha/shared/gamification/student-schemas';
import { useBoard } from '../../features/gamification/ranking/api/get-board';
import { useAfterPaint } from '../../lib/after-paint';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

/**
 * Whether the shell links to /ranking (docs/gamification.md "Student screens"): only while the school's
 * ranking is on, which the board itself tells (404 while off), and there is something for this viewer on it
 * (someone scored, or she scores): a school that never set gamification up answers an empty board. The page's
 * first tab reads the same cached answer.
 */
export function useRankingLinkShown(): boolean {
  const tenantId = useTenant().data?.id;
  const signedIn = Boolean(useMe().data);
  // Asked once the page has painted, like the bell: it never competes with the first screen.
  const painted = useAfterPaint();
  // The shell is on every page: an answer not in the contract's shape hides the link, never the page.
  const board = useBoard(tenantId, 'all', undefined, signedIn && painted).data as Partial<RankingBoardReply> | undefined;
  return Array.isArray(board?.data) && (board.data.length > 0 || Boolean(board.me));
}
