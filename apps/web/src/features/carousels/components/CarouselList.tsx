import { Box, Group, Loader, Overlay, Text } from '@mantine/core';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader } from '../../../components/SectionLoader';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteCarousel } from '../api/delete-carousel';
import { useCarousels } from '../api/get-carousels';
import { useOrderCarousels } from '../api/order-carousels';
import { useToggleCarousel } from '../api/toggle-carousel';
import { useCarouselMessages } from './carousel-messages';
import { CarouselRow } from './CarouselRow';
import { SortableEntry } from '../../../components/SortableEntry';
import { SortableList } from '../../../components/SortableList';
import { rowTitle } from './type-labels';

/** Spec 002 §4 "Showcase list": every carousel of the school, reordered by dragging and saved on drop. */
export function CarouselList({ tenantId, onEdit }: { tenantId: number; onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const carousels = useCarousels(tenantId);
  return (
    <SectionLoader query={carousels} failed={t('vitrine.loadFailed')}>
      {(stored) => <Carousels tenantId={tenantId} carousels={stored} onEdit={onEdit} />}
    </SectionLoader>
  );
}

type Props = { tenantId: number; carousels: CarouselSettings[]; onEdit: (id: number) => void };

function Carousels({ tenantId, carousels, onEdit }: Props) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const order = useOrderCarousels(tenantId);
  const toggle = useToggleCarousel(tenantId);
  const remove = useDeleteCarousel(tenantId);
  const [removing, setRemoving] = useState<CarouselSettings | null>(null);

  const rows = carousels.map((c) => ({ ...c, title: rowTitle(t, c) }));
  const reorder = (ordered: CarouselSettings[]) => {
    // The rows carry display titles: the stored carousels go back, in the new order.
    const byId = new Map(carousels.map((c) => [c.id, c]));
    order.mutate(
      ordered.flatMap((c) => byId.get(c.id) ?? []),
      { onError: () => showError(messages.text('orderFailed')) },
    );
  };
  const flip = (carousel: CarouselSettings) =>
    toggle.mutate(carousel.id, {
      onSuccess: (reply) =>
        showSuccess(messages.translate(reply.message) ?? messages.text(carousel.published ? 'unpublished' : 'published')),
      onError: () => showError(messages.text('toggleFailed')),
    });
  // Asks before a carousel leaves every student's home page.
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        showSuccess(messages.text('deleted'));
        setRemoving(null);
      },
      onError: () => showError(messages.text('deleteFailed')),
    });
  };

  return (
    <Box pos="relative" aria-busy={order.isPending}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('vitrine.empty')}
        </Text>
      ) : (
        <Box style={{ opacity: order.isPending ? 0.45 : 1, transition: 'opacity 150ms' }}>
          <SortableList dragTexts="vitrine.drag" items={rows} label={t('vitrine.listLabel')} onReorder={reorder}>
            {(carousel) => (
              <SortableEntry key={carousel.id} id={carousel.id} handleLabel={t('vitrine.dragHandle', { title: carousel.title })}>
                {(handle, dragging) => (
                  <CarouselRow
                    tenantId={tenantId}
                    carousel={carousels.find((c) => c.id === carousel.id) ?? carousel}
                    handle={handle}
                    dragging={dragging}
                    onEdit={() => onEdit(carousel.id)}
                    onRemove={() => setRemoving(carousel)}
                    onToggle={() => flip(carousel)}
                  />
                )}
              </SortableEntry>
            )}
          </SortableList>
        </Box>
      )}
      {order.isPending && (
        // The saving placeholder (spec 002 §4): the list waits, dimmed, until the order is stored.
        <Overlay backgroundOpacity={0} blur={0} zIndex={5} center>
          <Group gap="xs" role="status" bg="dark.6" px="md" py={6} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('vitrine.savingOrder')}</Text>
          </Group>
        </Overlay>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('vitrine.removeTitle')}
        text={t('vitrine.removeConfirm', { title: removing?.title ?? '' })}
        confirm={t('vitrine.remove')}
        cancel={t('vitrine.cancel')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
