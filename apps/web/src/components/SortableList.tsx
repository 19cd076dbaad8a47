import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDragTexts } from './drag-texts';

type Props<T extends { id: number; title: string }> = {
  items: T[];
  label: string;
  /** The i18n prefix of the screen-reader texts that name what moves (useDragTexts). */
  dragTexts: string;
  onReorder: (ordered: T[]) => void;
  children: (item: T) => ReactNode;
};

/** A panel's vertical list (carousels, their items, communities, header links) reordered with the pointer or the keyboard (dnd-kit); `onReorder` gets the new order on drop. */
export function SortableList<T extends { id: number; title: string }>({ items, label, dragTexts, onReorder, children }: Props<T>) {
  // A small move before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragTexts(items, dragTexts, (item) => item.title);
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={accessibility}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {items.map(children)}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
