import { ActionIcon, Box, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PickedItem } from './carousel-form';
import { ItemLine } from './ItemLine';
import { SortableEntry } from '../../../components/SortableEntry';
import { SortableList } from '../../../components/SortableList';

type Props = { picked: PickedItem[]; onPickedChange: (next: PickedItem[]) => void; error?: string };

/** The chosen items in carousel order; dragging them changes the order saved as `content`. */
export function SelectedItems({ picked, onPickedChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="carousel-selected-label">
        {t('vitrine.modal.selected', { count: picked.length })}
      </Text>
      {picked.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vitrine.modal.noneSelected')}
        </Text>
      ) : (
        <Box mah={260} style={{ overflowY: 'auto' }}>
          <SortableList dragTexts="vitrine.drag" items={picked} label={t('vitrine.modal.selectedLabel')} onReorder={onPickedChange}>
            {(item) => (
              <SortableEntry key={item.id} id={item.id} handleLabel={t('vitrine.dragHandle', { title: item.title })}>
                {(handle, dragging) => (
                  <ItemLine
                    handle={handle}
                    dragging={dragging}
                    title={item.title}
                    detail={item.detail}
                    action={
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('vitrine.modal.unselect', { title: item.title })}
                        onClick={() => onPickedChange(picked.filter((p) => p.id !== item.id))}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    }
                  />
                )}
              </SortableEntry>
            )}
          </SortableList>
        </Box>
      )}
      {error && (
        <Text size="sm" c="red.4" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
