import { ActionIcon, Badge, Box, Collapse, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconDots, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselItems } from './CarouselItems';
import { rowTitle, typeLabel } from './type-labels';

type Props = {
  tenantId: number;
  carousel: CarouselSettings;
  handle: ReactNode;
  dragging: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onToggle: () => void;
};

/**
 * One showcase row: handle, title, what it holds, its state, and (for the school's own carousels)
 * expand, edit, remove and publish. Spec 002 §4: system rows (types 5 to 9) only move.
 */
export function CarouselRow({ tenantId, carousel, handle, dragging, onEdit, onRemove, onToggle }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const title = rowTitle(t, carousel);
  const itemsId = `carousel-items-${carousel.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      px="xs"
      py={8}
      shadow={dragging ? 'md' : undefined}
      bg={dragging ? 'dark.5' : undefined}
      data-carousel-id={carousel.id}
    >
      <Group gap="xs" wrap="nowrap">
        {handle}
        <Box miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" truncate="end" data-row-title>
            {title}
          </Text>
          <Group gap={6} mt={2} wrap="wrap">
            <Text size="xs" c="dimmed">
              {typeLabel(t, carousel.type)}
              {!carousel.system && ` · ${t('vitrine.itemCount', { count: carousel.items_count })}`}
            </Text>
            {carousel.system ? (
              <Badge size="xs" variant="light" color="gray">
                {t('vitrine.system')}
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color={carousel.published ? 'green' : 'yellow'}>
                {t(carousel.published ? 'vitrine.published' : 'vitrine.unpublished')}
              </Badge>
            )}
          </Group>
        </Box>
        {!carousel.system && (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t(expanded ? 'vitrine.collapse' : 'vitrine.expand', { title })}
              aria-expanded={expanded}
              aria-controls={itemsId}
              onClick={() => setExpanded((open) => !open)}
            >
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </ActionIcon>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('vitrine.actions', { title })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                  {t('vitrine.edit')}
                </Menu.Item>
                <Menu.Item
                  leftSection={carousel.published ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                  onClick={onToggle}
                >
                  {t(carousel.published ? 'vitrine.unpublish' : 'vitrine.publish')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
                  {t('vitrine.remove')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
      {!carousel.system && (
        <Collapse expanded={expanded} id={itemsId}>
          {/* Mounted only while open: spec 002 §2, the items load when a carousel is expanded. */}
          {expanded && (
            <Box pt="xs" pl={4}>
              <CarouselItems tenantId={tenantId} carousel={carousel} />
            </Box>
          )}
        </Collapse>
      )}
    </Paper>
  );
}
