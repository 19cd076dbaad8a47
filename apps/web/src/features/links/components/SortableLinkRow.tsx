import { ActionIcon, Box, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CustomLink } from '@trilha/shared/links/schemas';
import { useTranslation } from 'react-i18next';
import { SortableRow } from '../../../components/SortableRow';

type Props = { link: CustomLink; onEdit: () => void; onDelete: () => void };

/** One link: only the handle starts a drag, so the edit and delete buttons stay plain buttons. */
export function SortableLinkRow({ link, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <SortableRow id={link.id} handleLabel={t('links.dragHandle', { title: link.title })} data-link-id={link.id}>
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
    </SortableRow>
  );
}
