import { Box, Center, Loader, Text } from '@mantine/core';
import type { CarouselItem, CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useCarouselItems } from '../api/get-carousel-items';
import { useOrderItems } from '../api/order-items';
import { useCarouselMessages } from './carousel-messages';
import { ItemLine } from './ItemLine';
import { SortableEntry } from '../../../components/SortableEntry';
import { SortableList } from '../../../components/SortableList';

/** An expanded row's items (loaded only now), reordered by dragging and saved on drop through orderItens. */
export function CarouselItems({ tenantId, carousel }: { tenantId: number; carousel: CarouselSettings }) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const type = Number(carousel.type);
  const items = useCarouselItems({ tenantId, carouselId: carousel.id, type }, true);
  const order = useOrderItems(tenantId, carousel.id, type);

  if (items.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!items.data || items.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {items.isError ? t('vitrine.itemsLoadFailed') : t('vitrine.noItems')}
      </Text>
    );
  }
  const reorder = (ordered: CarouselItem[]) =>
    order.mutate(ordered, {
      onSuccess: (reply) => showSuccess(messages.translate(reply.message) ?? messages.text('itemsOrdered')),
      onError: (error) => showError(messages.failure(error, t('vitrine.itemsOrderFailed'))),
    });
  return (
    <Box style={{ opacity: order.isPending ? 0.6 : 1 }} aria-busy={order.isPending}>
      <SortableList dragTexts="vitrine.drag" items={items.data} label={t('vitrine.itemsOf', { title: carousel.title })} onReorder={reorder}>
        {(item) => (
          <SortableEntry key={item.id} id={item.id} handleLabel={t('vitrine.dragHandle', { title: item.title })}>
            {(handle, dragging) => <ItemLine handle={handle} dragging={dragging} title={item.title} detail={item.course_title} />}
          </SortableEntry>
        )}
      </SortableList>
    </Box>
  );
}
