import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CustomLink } from '@trilha/shared/links/schemas';
import { useTranslation } from 'react-i18next';

type Props = { link: CustomLink; onEdit: () => void; onDelete: () => void };

/** One link: only the handle starts a drag, so the edit and delete buttons stay plain buttons. */
export function SortableLinkRow({ link, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: link.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' }}
      data-link-id={link.id}
    >
      <Paper withBorder radius="md" px="xs" py={8} shadow={isDragging ? 'md' : undefined} bg={isDragging ? 'dark.5' : undefined}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('links.dragHandle', { title: link.title })}
            style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            data-drag-handle
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="sm" truncate="end">
              {link.title}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {link.url}
            </Text>
          </Box>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('links.edit', { title: link.title })} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('links.delete', { title: link.title })} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Paper>
    </Box>
  );
}
