import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  id: number;
  /** The handle's accessible name ("Arrastar X para mudar a ordem"). */
  handleLabel: string;
  /** Renders the entry; the handle goes where the entry places it. */
  children: (handle: ReactNode, dragging: boolean) => ReactNode;
} & Record<`data-${string}`, string | number>;

/** A list entry that only its handle drags, so the buttons inside stay plain buttons. */
export function SortableEntry({ id, handleLabel, children, ...data }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={handleLabel}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
      data-drag-handle
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}
      {...data}
    >
      {children(handle, isDragging)}
    </Box>
  );
}
