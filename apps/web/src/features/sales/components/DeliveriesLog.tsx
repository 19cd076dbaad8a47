import { ActionIcon, Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
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

/** A duplicate repeats a delivery already run, and a pending one is about to run: replaying either does nothing. */
const replayable = (delivery: Delivery) => delivery.outcome !== 'duplicate' && delivery.outcome !== 'pending';

/** The table is wider than a phone: it scrolls in its own box there instead of clipping the panel. */
const TABLE_MIN_WIDTH = 820;
const EMPTY = '—';

/**
 * "Chamadas recebidas": what the platforms sent, newest first, and what became of each call; a call
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
              <Table.ScrollContainer
                minWidth={TABLE_MIN_WIDTH}
                type="native"
                tabIndex={0}
                role="region"
                aria-label={t('sales.deliveries.title')}
              >
                <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-labelledby={titleId}>
                  <Table.Thead>
                    <Table.Tr>
                      {(['received', 'provider', 'event', 'transaction', 'email', 'outcome', 'error', 'actions'] as const).map((column) => (
                        <Table.Th key={column} scope="col">
                          {t(`sales.deliveries.columns.${column}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((delivery) => (
                      <Table.Tr key={delivery.id} data-delivery={delivery.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(delivery.received_at)}</Table.Td>
                        <Table.Td>{t(`sales.providers.${delivery.provider}`)}</Table.Td>
                        <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                          {delivery.event ?? EMPTY}
                        </Table.Td>
                        <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                          {delivery.transaction ?? EMPTY}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.email ?? EMPTY}</Table.Td>
                        <Table.Td>
                          <Badge color={OUTCOME_COLORS[delivery.outcome]} variant="light" style={{ textTransform: 'none' }}>
                            {t(`sales.deliveries.outcomes.${delivery.outcome}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td c={delivery.error ? 'red.4' : undefined} fz="xs">
                          {saleMessage(delivery.error ?? undefined) ?? EMPTY}
                        </Table.Td>
                        <Table.Td>
                          {replayable(delivery) && (
                            <Button
                              size="compact-xs"
                              variant="light"
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
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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
