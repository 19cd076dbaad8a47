import { Avatar, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/StatusMessage';
import { useMyRanking } from '../api/get-my-ranking';
import { levelProgress, profileShows, scores } from '../profile-rules';
import { LevelBadge } from './LevelBadge';

/**
 * /dashboard/profile's "Meu nível" (docs/gamification.md "Student screens"): points and level where the level's flags
 * allow, and the bar to the next level. Nothing for someone who does not score.
 */
export function LevelProgress({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation();
  const me = useMyRanking(tenantId);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const heading = (
    <Title order={2} size="h4" id="profile-level" mb="md">
      {t('ranking.progress.title')}
    </Title>
  );

  if (me.isPending) {
    return (
      <Paper withBorder p="lg" radius="md" role="status" aria-busy aria-label={t('common.loading')}>
        <Skeleton h={20} w="40%" mb="md" />
        <Skeleton h={12} />
      </Paper>
    );
  }
  if (me.isError) {
    return (
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-level">
        {heading}
        <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('ranking.progress.error')} onRetry={() => void me.refetch()} />
      </Paper>
    );
  }
  const data = me.data;
  const shows = profileShows(data);
  if (!scores(data) || (!shows.score && !shows.level)) return null;
  const progress = levelProgress(data);
  const points = data.points_name;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-level" data-testid="level-progress">
      {heading}
      <Stack gap="md">
        <Group gap="lg" wrap="wrap" align="center">
          {shows.level && data.level?.img && <Avatar src={data.level.img} alt="" size={56} radius="md" />}
          {shows.level && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('ranking.progress.current')}
              </Text>
              {data.level ? <LevelBadge level={data.level} size="lg" /> : <Text>{t('ranking.progress.noLevel')}</Text>}
            </Stack>
          )}
          {shows.score && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('ranking.progress.points')}
              </Text>
              <Text fw={700} size="xl" data-testid="profile-score">
                {t('ranking.score', { score: number(data.score), points })}
              </Text>
            </Stack>
          )}
          {data.rank !== null && (
            <Text size="sm" c="dimmed">
              {t('ranking.progress.rank', { rank: data.rank })}
            </Text>
          )}
        </Group>
        {progress ? (
          <Stack gap={6}>
            <Progress
              value={progress.percent}
              color={progress.next.color}
              size="lg"
              radius="xl"
              aria-label={t('ranking.progress.bar', { name: progress.next.name })}
            />
            {shows.score && (
              <Text size="sm" c="dimmed">
                {t('ranking.progress.next', { remaining: number(progress.remaining), points, name: progress.next.name })}
              </Text>
            )}
          </Stack>
        ) : (
          data.level && <Text size="sm">{t('ranking.progress.top')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
