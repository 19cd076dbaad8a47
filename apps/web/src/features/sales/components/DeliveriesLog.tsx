import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { Language } from '@trilha/shared/platform/languages';
import type { Delivery, DeliveryOutcome } from '@trilha/shared/sales/schemas';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/SectionLoader';
import { htmlLang } from '../../../lib/language';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeliveries } from '../api/get-deliveries';
import { useReplayDelivery } from '../api/replay-delivery';
import { failureOf, saleMessage } from './sale-messages';

const OUTCOME_COLORS: Record<DeliveryOutcome, string> = {
  pending: 'blue',
  granted: 'green',
  revoked: 'orange',
  ignored: 'gray',
  duplicate: 'gray',
  refused: 'red',
};

/**
 * A duplicate repeats a delivery already run, a pending one is about to run, and a call whose
 * signature was refused (no event read from it) has nothing to apply: none offers "Reprocessar".
 */
const replayable = (delivery: Delivery) => delivery.outcome !== 'duplicate' && delivery.outcome !== 'pending' && delivery.event !== null;
const EMPTY = '—';

/**
 * "Chamadas recebidas" (one card per call: the panel is narrow at any screen size): what the platforms sent, newest first, and what became of each call; a call
 * refused for an unmapped product can be run again once the product is mapped.
 */
export function DeliveriesLog({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const log = useDeliveries(tenantId);
  const replay = useReplayDelivery(tenantId);
  const rows = useMemo(() => log.data?.pages.flatMap((page) => page.data), [log.data]);
  const format = useMemo(
    () => new Intl.DateTimeFormat(htmlLang(i18n.language as Language), { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? EMPTY : format.format(date);
  };

  const run = (delivery: Delivery) =>
    replay.mutate(delivery.id, {
      onSuccess: () => showSuccess(t('sales.messages.replayed')),
      // A 409 (a duplicate, a refused signature) says why in the server's words.
      onError: (error) => showError(null, failureOf(error)),
    });

  return (
    <Stack component="section" gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('sales.deliveries.title')}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          loading={log.isRefetching && !log.isFetchingNextPage}
          onClick={() => void log.refetch()}
          aria-label={t('sales.deliveries.refresh')}
        >
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed">
        {t('sales.deliveries.hint')}
      </Text>
      <SectionLoader query={{ data: rows, isPending: log.isPending, refetch: log.refetch }} failed={t('sales.deliveries.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" fs="italic">
              {t('sales.deliveries.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              <Stack component="ul" gap="xs" aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((delivery) => (
                  <Paper component="li" key={delivery.id} withBorder radius="sm" p="xs" data-delivery={delivery.id}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Stack gap={2} miw={0}>
                        <Group gap="xs" wrap="wrap">
                          <Badge
                            color={OUTCOME_COLORS[delivery.outcome]}
                            variant="light"
                            style={{ textTransform: 'none' }}
                            data-field="outcome"
                          >
                            {t(`sales.deliveries.outcomes.${delivery.outcome}`)}
                          </Badge>
                          <Text size="sm" fw={600}>
                            {t(`sales.providers.${delivery.provider}`)}
                          </Text>
                          <Text ff="monospace" size="xs" style={{ overflowWrap: 'anywhere' }}>
                            {delivery.event ?? EMPTY}
                          </Text>
                        </Group>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {when(delivery.received_at)} · {t('sales.deliveries.columns.transaction')}{' '}
                          <Text span ff="monospace" size="xs" data-field="transaction">
                            {delivery.transaction ?? EMPTY}
                          </Text>
                        </Text>
                        {delivery.email && (
                          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                            {delivery.email}
                          </Text>
                        )}
                        {delivery.error && (
                          <Text size="xs" c="red.4" style={{ overflowWrap: 'anywhere' }}>
                            {saleMessage(delivery.error)}
                          </Text>
                        )}
                      </Stack>
                      {replayable(delivery) && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          style={{ flexShrink: 0 }}
                          loading={replay.isPending && replay.variables === delivery.id}
                          onClick={() => run(delivery)}
                          aria-label={t('sales.deliveries.replayLabel', {
                            date: when(delivery.received_at),
                            provider: t(`sales.providers.${delivery.provider}`),
                          })}
                        >
                          {t('sales.deliveries.replay')}
                        </Button>
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
              {log.isFetchNextPageError && (
                <Alert color="red" role="alert">
                  {t('sales.deliveries.loadMoreFailed')}
                </Alert>
              )}
              {log.hasNextPage && (
                <Button
                  variant="light"
                  onClick={() => void log.fetchNextPage()}
                  loading={log.isFetchingNextPage}
                  style={{ alignSelf: 'center' }}
                >
                  {t('sales.deliveries.loadMore')}
                </Button>
              )}
            </Stack>
          )
        }
      </SectionLoader>
    </Stack>
  );
}
