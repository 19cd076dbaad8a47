import type { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';

type Props = {
  /** The row's useSortable(): only this button starts its drag, so the row's other buttons stay plain buttons. */
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'>;
  /** Its accessible name ("Arrastar X para mudar a ordem"). */
  label: string;
  size?: ActionIconProps['size'];
  iconSize?: number;
} & Record<`data-${string}`, string | number | boolean>;

/** The grip a sortable row is dragged by, with the pointer or the keyboard (dnd-kit's attributes and listeners). */
export function DragHandle({ sortable, label, size = 'lg', iconSize = 18, ...data }: Props) {
  const { attributes, listeners, setActivatorNodeRef, isDragging } = sortable;
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size={size}
      aria-label={label}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
      {...data}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={iconSize} aria-hidden />
    </ActionIcon>
  );
}
