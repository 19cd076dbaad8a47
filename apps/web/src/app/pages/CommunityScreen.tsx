import { useCallback } from 'react';
import { CommunityPage, type CommunitySlots } from '../../features/communities/components/feed/CommunityPage';
import { RankingStrip } from '../../features/gamification/ranking/components/RankingStrip';
import { useMe } from '../../lib/session';

/**
 * /comunidade/{tenant}/{communityId}: the community's page with the gamification's ranking strip
 * (docs/gamification.md "Student screens"), where the community's `show_ranking` is on; the strip itself stays away
 * while the school's switch is off (the board's 404).
 */
export function CommunityScreen() {
  const viewerId = useMe().data?.id;
  const ranking = useCallback<NonNullable<CommunitySlots['ranking']>>(
    (tenant, view) =>
      view.show_ranking && viewerId !== undefined ? (
        <RankingStrip key={view.id} tenantId={tenant} communityId={view.id} viewerId={viewerId} />
      ) : null,
    [viewerId],
  );
  return <CommunityPage slots={{ ranking }} />;
}
