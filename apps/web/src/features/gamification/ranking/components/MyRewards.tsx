import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconGift } from '@tabler/icons-react';
import type { MyRewardsReply } from '@trilha/shared/gamification/student-schemas';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/StatusMessage';
import { useMyRewards } from '../api/get-my-rewards';
import { RewardDelivery } from './RewardDelivery';

type Earned = MyRewardsReply['data'][number];

function RewardItem({ item }: { item: Earned }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.earned_at));
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="my-reward">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Title order={3} size="h5">
              {item.reward.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`ranking.rewards.type.${item.reward.reward_type}`)} · {t('ranking.rewards.earnedOn', { date })}
            </Text>
          </Stack>
        </Group>
        {item.reward.description && (
          <Text size="sm" c="gray.4">
            {item.reward.description}
          </Text>
        )}
        <RewardDelivery content={item.content} name={item.reward.name} />
      </Stack>
    </Paper>
  );
}

/** "Minhas recompensas" (docs/gamification.md "Student screens"): each earned reward, newest first, with what it delivers. */
export function MyRewards({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const rewards = useMyRewards(tenantId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-rewards">
      <Title order={2} size="h4" id="my-rewards" mb="md">
        {t('ranking.rewards.title')}
      </Title>
      {rewards.isPending ? (
        <Stack gap="sm" role="status" aria-busy aria-label={t('ranking.rewards.loading')}>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : rewards.isError ? (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t('ranking.rewards.errorTitle')}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.data.length === 0 ? (
        <StatusMessage icon={<IconGift />} title={t('ranking.rewards.emptyTitle')} description={t('ranking.rewards.emptyText')} />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="my-rewards">
          {rewards.data.map((item) => (
            <RewardItem key={item.reward.id} item={item} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
