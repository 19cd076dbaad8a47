import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableEntry } from './SortableEntry';

type Props = {
  id: number;
  /** The handle's name: "Arrastar {title} para mudar a ordem". */
  handleLabel: string;
  children: ReactNode;
} & Record<`data-${string}`, string | number>;

/**
 * The usual row of a panel's sortable list (banners, header links, communities): a bordered line
 * with the drag handle first, then the row's own content and buttons.
 */
export function SortableRow({ id, handleLabel, children, ...data }: Props) {
  return (
    <SortableEntry id={id} handleLabel={handleLabel} {...data}>
      {(handle, dragging) => (
        <Paper withBorder radius="md" px="xs" py={8} shadow={dragging ? 'md' : undefined} bg={dragging ? 'dark.5' : undefined}>
          <Group gap="xs" wrap="nowrap">
            {handle}
            {children}
          </Group>
        </Paper>
      )}
    </SortableEntry>
  );
}
