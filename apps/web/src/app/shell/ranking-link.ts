import { useBoard } from '../../features/ranking/api/get-board';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

/**
 * Whether the shell links to /ranking (issue 19): only while the school's ranking is on, which the
 * board itself tells (404 while off). The page's first tab reads the same cached answer.
 */
export function useRankingLinkShown(): boolean {
  const tenantId = useTenant().data?.id;
  const signedIn = Boolean(useMe().data);
  return useBoard(tenantId, 'all', undefined, signedIn).isSuccess;
}
