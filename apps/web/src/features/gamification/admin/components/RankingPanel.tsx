import { Alert, Button, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../../lib/toast';
import { useRankingSwitch, useResetRanking, useToggleRanking } from '../api/ranking';
import { adminText } from './admin-messages';

/** Above the section's drawer (250) the panel sits in. */
const MODAL_Z_INDEX = 300;

/**
 * Spec 001 §2 "Ranking drawer": the switch that shows the ranking panel (disabled, with the spec's
 * tooltip, when the school has no community: §6) and the button that clears the general score
 * after a confirm modal (§4: on error the message is shown and the modal closes).
 */
export function RankingPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const current = useRankingSwitch(tenantId);
  const toggle = useToggleRanking(tenantId);
  const reset = useResetRanking(tenantId);
  const [confirming, setConfirming] = useState(false);

  if (current.isPending) return <Skeleton h={48} />;
  if (current.isError) {
    return (
      <Alert color="red" role="alert">
        {t('gamificationAdmin.ranking.loadFailed')}
      </Alert>
    );
  }
  const noCommunity = !current.data.has_community;

  const change = (show: boolean) =>
    toggle.mutate(show, {
      onSuccess: () => showSuccess(adminText(show ? 'rankingOn' : 'rankingOff')),
      onError: () => showError(null, adminText('rankingToggleFailed')),
    });

  const clear = () =>
    reset.mutate(undefined, {
      onSuccess: (reply) => showSuccess(reply.message),
      onError: (error) => showError(error),
      onSettled: () => setConfirming(false),
    });

  const toggleSwitch = (
    <Switch
      label={t('gamificationAdmin.ranking.show')}
      description={noCommunity ? adminText('rankingNeedsCommunity') : t('gamificationAdmin.ranking.showHint')}
      checked={current.data.show_ranking && !noCommunity}
      disabled={noCommunity || toggle.isPending}
      onChange={(e) => change(e.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="xl">
      {noCommunity ? (
        <Tooltip label={adminText('rankingNeedsCommunity')} zIndex={400} withinPortal>
          <div>{toggleSwitch}</div>
        </Tooltip>
      ) : (
        toggleSwitch
      )}
      <Stack gap={6}>
        <Button
          color="red"
          variant="light"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('gamificationAdmin.ranking.clear')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('gamificationAdmin.ranking.clearHint')}
        </Text>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('gamificationAdmin.ranking.clearTitle')}
        text={t('gamificationAdmin.ranking.clearText')}
        confirm={t('gamificationAdmin.ranking.clearConfirm')}
        pending={reset.isPending}
        onConfirm={clear}
        onClose={() => setConfirming(false)}
        zIndex={MODAL_Z_INDEX}
      />
    </Stack>
  );
}
