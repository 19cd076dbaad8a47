import { Anchor, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoard } from '../api/get-board';
import { RankingBoard } from './RankingBoard';

type Props = { tenantId: number; communityId: number; viewerId: number };

/**
 * A community's ranking strip (docs/gamification.md "Student screens"): shown only while both switches are on, the
 * community's `show_ranking` (the caller checks it) and the school's, which the board's 404 tells.
 * It waits for the first answer, so a school with the ranking off never sees it flash.
 */
export function RankingStrip({ tenantId, communityId, viewerId }: Props) {
  const { t } = useTranslation();
  // The board's own first tab: the same query, so the strip draws from it at once.
  const board = useBoard(tenantId, 'all', communityId);
  if (!board.isSuccess) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`ranking-strip-${communityId}`} data-testid="ranking-strip">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h5" id={`ranking-strip-${communityId}`}>
          {t('ranking.strip')}
        </Title>
        <Anchor component={Link} to="/ranking" size="sm">
          {t('ranking.seeAll')}
        </Anchor>
      </Group>
      <RankingBoard tenantId={tenantId} viewerId={viewerId} communityId={communityId} compact />
    </Paper>
  );
}
