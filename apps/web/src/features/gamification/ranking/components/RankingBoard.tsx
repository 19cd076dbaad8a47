import { Avatar, Badge, Box, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrophy, IconTrophyOff } from '@tabler/icons-react';
import { RANKING_PERIODS, type RankingPeriod } from '@trilha/shared/gamification/constants';
import type { BoardEntry, RankingBoardReply } from '@trilha/shared/gamification/student-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/StatusMessage';
import { isRankingOff, useBoard } from '../api/get-board';
import { LevelBadge } from './LevelBadge';
import classes from './RankingBoard.module.css';

type Props = {
  tenantId: number;
  /** The signed-in member, so her row stands out. */
  viewerId: number;
  /** A community's strip: the board of those who may enter it. */
  communityId?: number;
  compact?: boolean;
};

function EntryRow({ entry, mine, points, compact }: { entry: BoardEntry; mine: boolean; points: string; compact: boolean }) {
  const { t, i18n } = useTranslation();
  // The level shows where its own flag allows, as on the profile.
  const level = entry.level?.show_level_on_profile ? entry.level : null;
  const score = t('ranking.score', { score: entry.score.toLocaleString(i18n.language), points });
  return (
    <li className={classes.row} data-mine={mine || undefined} data-compact={compact || undefined} aria-current={mine ? 'true' : undefined}>
      <Text
        component="span"
        fw={700}
        className={classes.place}
        data-top={entry.rank <= 3 || undefined}
        aria-label={t('ranking.placeLabel', { rank: entry.rank })}
      >
        {t('ranking.place', { rank: entry.rank })}
      </Text>
      <Avatar src={entry.user.photo_url} name={entry.user.name} alt="" size={compact ? 32 : 40} color="school" variant="filled" />
      <Box className={classes.who}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate="end">
            {entry.user.name}
          </Text>
          {mine && (
            <Badge size="xs" variant="light" color="school" style={{ flexShrink: 0 }}>
              {t('ranking.you')}
            </Badge>
          )}
        </Group>
        {level && !compact && <LevelBadge level={level} size="sm" />}
        {/* A strip is narrow (a phone, a side of the feed): the points go under the name. */}
        {compact && (
          <Text size="sm" c="gray.4" className={classes.score}>
            {score}
          </Text>
        )}
      </Box>
      {!compact && (
        <Text fw={600} className={classes.score}>
          {score}
        </Text>
      )}
    </li>
  );
}

/** The viewer's own place when it is not among the ten shown (docs/gamification.md "Student screens": top 10 plus their own rank). */
function OwnPlace({ reply, viewerId }: { reply: RankingBoardReply; viewerId: number }) {
  const { t, i18n } = useTranslation();
  if (!reply.me)
    return (
      <Text size="sm" c="dimmed">
        {t('ranking.notRanked')}
      </Text>
    );
  if (reply.data.some((entry) => entry.user.id === viewerId)) return null;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.own} data-testid="own-place">
      <Text size="sm" fw={600}>
        {t('ranking.yourPlace')}
      </Text>
      <Text size="sm">
        {t('ranking.yourPlaceText', {
          rank: reply.me.rank,
          score: reply.me.score.toLocaleString(i18n.language),
          points: reply.points_name,
        })}
      </Text>
    </Paper>
  );
}

function BoardBody({ tenantId, viewerId, communityId, period, compact }: Props & { period: RankingPeriod; compact: boolean }) {
  const { t } = useTranslation();
  const board = useBoard(tenantId, period, communityId);
  if (board.isPending) {
    return (
      <Stack gap="xs" aria-busy aria-label={t('ranking.loading')} role="status">
        {Array.from({ length: compact ? 3 : 5 }, (_, i) => (
          <Skeleton key={i} h={compact ? 40 : 52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (isRankingOff(board.error)) {
    return <StatusMessage icon={<IconTrophyOff />} title={t('ranking.offTitle')} description={t('ranking.offText')} />;
  }
  if (board.isError) {
    return <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('ranking.errorTitle')} onRetry={() => void board.refetch()} />;
  }
  const reply = board.data;
  return (
    <Stack gap="sm">
      {reply.data.length === 0 ? (
        <StatusMessage icon={<IconTrophy />} title={t('ranking.emptyTitle')} description={t('ranking.emptyText')} />
      ) : (
        <ol className={classes.list} aria-label={t('ranking.boardLabel', { period: t(`ranking.periods.${period}`) })}>
          {reply.data.map((entry) => (
            <EntryRow key={entry.user.id} entry={entry} mine={entry.user.id === viewerId} points={reply.points_name} compact={compact} />
          ))}
        </ol>
      )}
      <OwnPlace reply={reply} viewerId={viewerId} />
    </Stack>
  );
}

/** The leaderboard (CONTRACT "Gamification, student side", a leaderboard): all time, 30 days or 7 days, the top 10 and the viewer's place. */
export function RankingBoard({ tenantId, viewerId, communityId, compact = false }: Props) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankingPeriod>('all');
  return (
    <Tabs value={period} onChange={(value) => setPeriod((value as RankingPeriod | null) ?? 'all')} variant="pills" radius="xl">
      <Tabs.List aria-label={t('ranking.periodsLabel')} mb="md">
        {RANKING_PERIODS.map((value) => (
          <Tabs.Tab key={value} value={value} size={compact ? 'xs' : undefined}>
            {t(`ranking.periods.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={period}>
        <BoardBody tenantId={tenantId} viewerId={viewerId} communityId={communityId} period={period} compact={compact} />
      </Tabs.Panel>
    </Tabs>
  );
}
