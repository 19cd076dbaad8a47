import { ActionIcon, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { ApiError } from '../../../../lib/api/client';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeleteReward } from '../api/delete-reward';
import { useRewards } from '../api/get-rewards';
import { rewardMessage, rewardText } from './reward-messages';
import { RewardDrawer, type RewardDrawerState } from './RewardDrawer';

/**
 * Recompensa (spec 001 §2, spec 000 §2, §7, §8): 'Nova recompensa', the list (newest first: the
 * spec's reversed list) with a skeleton while it loads and its empty state, the create/edit drawer
 * and the delete confirmation. Toasts last 3 s (spec 000 §9).
 */
export function RewardsPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useRewards(tenantId);
  const [drawer, setDrawer] = useState<RewardDrawerState>(null);
  const [deleting, setDeleting] = useState<AdminReward | null>(null);
  const remove = useDeleteReward(tenantId);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess(rewardText('deleted'));
        setDeleting(null);
      },
      onError: (error) => {
        showError(
          null,
          error instanceof ApiError && error.message ? (rewardMessage(error.message) ?? error.message) : rewardText('deleteFailed'),
        );
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="rewards-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={3} fz="md" id="rewards-title">
            {t('rewards.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rewards.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} flex="none" onClick={() => setDrawer({ reward: null })}>
          {t('rewards.create')}
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('rewards.loading')} data-testid="rewards-skeleton">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : !list.data ? (
        <Alert color="red" role="alert">
          {t('rewards.loadFailed')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap={4} ta="center">
            <Text fw={600}>{t('rewards.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('rewards.emptyText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('rewards.listLabel')}>
          {list.data.map((reward) => (
            <RewardRow key={reward.id} reward={reward} onEdit={() => setDrawer({ reward })} onDelete={() => setDeleting(reward)} />
          ))}
        </Stack>
      )}
      <RewardDrawer tenantId={tenantId} state={drawer} onClose={() => setDrawer(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('rewards.deleteTitle')}
        text={rewardText('deleteConfirm')}
        confirm={t('rewards.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function RewardRow({ reward, onEdit, onDelete }: { reward: AdminReward; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const criterion =
    reward.reward_type === 'score'
      ? t('rewards.scoreSummary', { score: reward.needed_score ?? 0 })
      : reward.reward_type === 'quiz'
        ? (reward.quiz?.name ?? t('rewards.types.quiz'))
        : (reward.lesson?.title ?? t('rewards.types.lesson'));
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text size="sm" fw={600} truncate="end" title={reward.name}>
            {reward.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" size="sm">
              {t(`rewards.types.${reward.reward_type}`)}
            </Badge>
            <Badge variant="outline" size="sm" color="gray">
              {t(`rewards.deliveries.${reward.delivery_type}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {criterion} · {t('rewards.productCount', { count: reward.plansSelected.length })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={`${t('rewards.edit')}: ${reward.name}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={`${t('rewards.delete')}: ${reward.name}`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
