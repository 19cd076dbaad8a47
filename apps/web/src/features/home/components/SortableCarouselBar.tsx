import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { isSystemType } from '@trilha/shared/carousels/constants';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useTranslation } from 'react-i18next';
import { carouselTitle } from './carousel-title';

type Bar = Pick<CarouselSettings, 'id' | 'type' | 'title' | 'items_count' | 'published'>;

/** One carousel in the order mode: the whole bar is the drag handle (pointer or keyboard). */
export function SortableCarouselBar({ carousel, position }: { carousel: Bar; position: number }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: carousel.id });
  const title = carouselTitle(carousel, t);
  const system = isSystemType(Number(carousel.type));
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}
      data-carousel-id={carousel.id}
    >
      <Paper
        withBorder
        radius="md"
        px="sm"
        py="sm"
        shadow={isDragging ? 'lg' : 'xs'}
        bg={isDragging ? 'dark.5' : 'dark.7'}
        style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        aria-label={t('homePage.order.dragHandle', { title })}
        data-drag-handle
        {...attributes}
        {...listeners}
      >
        <Group gap="sm" wrap="nowrap">
          <IconGripVertical size={20} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
          <Text fw={700} c="dimmed" w={28} ta="center" aria-hidden style={{ flexShrink: 0 }}>
            {position}
          </Text>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate="end">
              {title}
            </Text>
            <Group gap={8} wrap="nowrap" mt={2}>
              <Badge size="sm" variant={system ? 'outline' : 'light'} color={system ? 'gray' : 'school'} style={{ flexShrink: 0 }}>
                {system ? t('homePage.order.system') : t(`homePage.order.type.${carousel.type}`)}
              </Badge>
              {carousel.published === 0 && (
                <Badge size="sm" variant="outline" color="yellow" style={{ flexShrink: 0 }}>
                  {t('homePage.order.unpublished')}
                </Badge>
              )}
              <Text size="sm" c="dimmed" truncate="end">
                {/* A system row's items are each student's own (progress, favourites, trends): no count of its own. */}
                {system ? t('homePage.order.perStudent') : t('homePage.order.items', { count: carousel.items_count })}
              </Text>
            </Group>
          </Box>
        </Group>
      </Paper>
    </Box>
  );
}
