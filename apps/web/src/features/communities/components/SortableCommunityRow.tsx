import { ActionIcon, Badge, Box, Group, Menu, Text } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/RowMenu';
import { SortableRow } from '../../../components/SortableRow';

type Props = { community: CommunityListItem; onCopy: () => void; onEdit: () => void; onDelete: () => void };

/** One community (spec 000 §2): drag handle, title, copy-link, and the Editar / Remover menu. */
export function SortableCommunityRow({ community, onCopy, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { title } = community;
  return (
    <SortableRow id={community.id} handleLabel={t('communities.dragHandle', { title })} data-community-id={community.id}>
      <Box miw={0} style={{ flex: 1 }}>
        <Text fw={600} size="sm" truncate="end" c={community.active ? undefined : 'dimmed'}>
          {title}
        </Text>
        {(community.principal || !community.active) && (
          <Group gap={4} mt={2}>
            {community.principal && (
              <Badge size="xs" variant="light">
                {t('communities.principal')}
              </Badge>
            )}
            {!community.active && (
              <Badge size="xs" variant="light" color="gray">
                {t('communities.inactive')}
              </Badge>
            )}
          </Group>
        )}
      </Box>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('communities.copyLink', { title })} onClick={onCopy}>
        <IconCopy size={18} aria-hidden />
      </ActionIcon>
      <RowMenu label={t('communities.options', { title })}>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('communities.edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('communities.remove')}
        </Menu.Item>
      </RowMenu>
    </SortableRow>
  );
}
