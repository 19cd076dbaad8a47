import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconX } from '@tabler/icons-react';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useDragTexts } from '../../../components/drag-texts';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { StatusMessage } from '../../../components/StatusMessage';
import { useOrderCarousels } from '../api/order-carousels';
import { useShowcase } from '../api/get-showcase';
import { CarouselRowsSkeleton } from './CarouselRowsSkeleton';
import { carouselTitle } from './carousel-title';
import { SortableCarouselBar } from './SortableCarouselBar';

type Props = { tenantId: number; onClose: () => void };

/**
 * Spec 000 §2, §4 carousel-order edit mode: the school's whole showcase as bars (the list the
 * panel's Vitrine shows, system and unpublished rows included, each marked), dragged into a new
 * order here only; Save sends it (top first) through orderCarrossel, Cancel leaves the saved order
 * as it was. Loaded on demand, so students never download dnd-kit.
 */
export default function CarouselOrderMode({ tenantId, onClose }: Props) {
  const { t } = useTranslation();
  const showcase = useShowcase(tenantId);
  if (showcase.isPending) return <CarouselRowsSkeleton bars />;
  if (showcase.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<IconAlertTriangle />}
        title={t('homePage.errorTitle')}
        description={t('homePage.errorText')}
        onRetry={() => void showcase.refetch()}
      />
    );
  }
  return <OrderEditor tenantId={tenantId} carousels={showcase.data} onClose={onClose} />;
}

function OrderEditor({ tenantId, carousels, onClose }: { tenantId: number; carousels: CarouselSettings[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(carousels);
  const save = useOrderCarousels(tenantId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragTexts(order, 'homePage.order.drag', (carousel) => carouselTitle(carousel, t));

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((c) => c.id === active.id),
        current.findIndex((c) => c.id === over.id),
      ),
    );
  };
  const submit = () =>
    save.mutate(
      order.map((c) => c.id),
      {
        onSuccess: (reply) => {
          showSuccess(reply[0]);
          onClose();
        },
        onError: () => showError(t('homePage.order.failed')),
      },
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="dark.8">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 280px' }}>
            <Group gap="xs" wrap="nowrap">
              <IconArrowsSort size={22} aria-hidden />
              <Title order={1} size="h3">
                {t('homePage.order.title')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('homePage.order.hint')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClose} disabled={save.isPending}>
              {t('homePage.order.cancel')}
            </Button>
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={submit} loading={save.isPending}>
              {t('homePage.order.save')}
            </Button>
          </Group>
        </Group>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={accessibility}>
          <SortableContext items={order.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            <Stack component="ol" gap="xs" p={0} m={0} aria-label={t('homePage.order.listLabel')} style={{ listStyle: 'none' }}>
              {order.map((carousel, index) => (
                <SortableCarouselBar key={carousel.id} carousel={carousel} position={index + 1} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </Stack>
    </Paper>
  );
}
