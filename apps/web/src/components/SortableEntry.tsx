import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle } from './DragHandle';

type Props = {
  id: number;
  /** The handle's accessible name ("Arrastar X para mudar a ordem"). */
  handleLabel: string;
  /** Renders the entry; the handle goes where the entry places it. */
  children: (handle: ReactNode, dragging: boolean) => ReactNode;
} & Record<`data-${string}`, string | number>;

/** A list entry that only its handle drags, so the buttons inside stay plain buttons. */
export function SortableEntry({ id, handleLabel, children, ...data }: Props) {
  const sortable = useSortable({ id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const handle = <DragHandle sortable={sortable} label={handleLabel} data-drag-handle />;
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
