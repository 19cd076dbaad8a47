import type { Announcements, DragEndEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { StudioLesson, StudioOutline } from '@trilha/shared/studio/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangementOf, dropLesson, moduleOfLesson, parseDragId, type Arrangement, type DragKind, type DragTarget } from './arrangement';
import type { OutlineSaves } from './use-outline-saves';

/**
 * The outline's drag and drop, by pointer or keyboard (dnd-kit): modules among modules, lessons
 * within their module or into another one. A lesson over another module's lesson stays in its own
 * list while dragged (a line marks where it would land): moving it there on screen mid-drag would
 * shift the rows under the keyboard's target, and the drop would not be where the reader was told.
 * The drop saves a move as PATCH module_id, then the new module's order.
 */
export function useOutlineDnd(outline: StudioOutline, saves: OutlineSaves) {
  const [active, setActive] = useState<DragTarget | null>(null);
  const arrangement = useMemo(() => arrangementOf(outline), [outline]);

  const onDragStart = ({ active: started }: DragStartEvent) => setActive(parseDragId(started.id));
  const onDragCancel = () => setActive(null);

  const onDragEnd = ({ active: dropped, over }: DragEndEvent) => {
    setActive(null);
    const item = parseDragId(dropped.id);
    const target = parseDragId(over?.id);
    if (!item || !target) return;
    if (item.kind === 'module') {
      const ids = outline.modules.map((m) => m.id);
      const from = ids.indexOf(item.id);
      const to = target.kind === 'module' ? ids.indexOf(target.id) : -1;
      if (from >= 0 && to >= 0 && from !== to) void saves.orderModules(arrayMove(ids, from, to));
      return;
    }
    if (item.kind !== 'lesson') return;
    const final = dropLesson(arrangement, item.id, target);
    const origin = moduleOfLesson(arrangement, item.id);
    const moduleId = moduleOfLesson(final, item.id);
    if (moduleId === undefined || origin === undefined) return;
    const ids = [...(final.find((m) => m.moduleId === moduleId)?.lessonIds ?? [])];
    if (moduleId !== origin) void saves.moveLesson(item.id, moduleId, ids);
    else if (ids.join() !== arrangement.find((m) => m.moduleId === origin)?.lessonIds.join()) void saves.orderLessons(moduleId, ids);
  };

  const lessons = useMemo(() => new Map(outline.modules.flatMap((m) => m.lessons).map((l) => [l.id, l])), [outline]);
  const accessibility = useDragTexts(outline, arrangement, lessons);
  return { active, arrangement, handlers: { onDragStart, onDragEnd, onDragCancel }, accessibility };
}

/** What a screen reader hears during a drag, in the reader's language (dnd-kit speaks English by default). */
function useDragTexts(outline: StudioOutline, arrangement: Arrangement, lessons: Map<number, StudioLesson>) {
  const { t } = useTranslation();
  return useMemo(() => {
    const moduleTitle = (id: number | undefined) => outline.modules.find((m) => m.id === id)?.title ?? '';
    const name = (id: UniqueIdentifier) => {
      const item = parseDragId(id);
      if (item?.kind === 'module') return moduleTitle(item.id);
      return item ? (lessons.get(item.id)?.title ?? '') : '';
    };
    // Where the dragged item would land over `overId` (dropLesson's rule), as "Aula X no módulo Y, posição N".
    const place = (activeId: UniqueIdentifier, overId: UniqueIdentifier, step: 'over' | 'end') => {
      const item = parseDragId(activeId);
      const target = parseDragId(overId);
      if (!item || !target) return undefined;
      const title = name(activeId);
      if (item.kind === 'module') {
        const position = outline.modules.findIndex((m) => m.id === target.id) + 1;
        return t(`studio.outline.drag.module.${step}`, { title, position, count: outline.modules.length });
      }
      if (target.kind === 'end') return t(`studio.outline.drag.lesson.${step}End`, { title, module: moduleTitle(target.id) });
      const landed = dropLesson(arrangement, item.id, target);
      const moduleId = moduleOfLesson(landed, item.id);
      const position = (landed.find((m) => m.moduleId === moduleId)?.lessonIds.indexOf(item.id) ?? 0) + 1;
      return t(`studio.outline.drag.lesson.${step}`, { title, module: moduleTitle(moduleId), position });
    };
    const kindOf = (id: UniqueIdentifier): Exclude<DragKind, 'end'> => (parseDragId(id)?.kind === 'module' ? 'module' : 'lesson');
    const announcements: Announcements = {
      onDragStart: ({ active }) => t(`studio.outline.drag.${kindOf(active.id)}.start`, { title: name(active.id) }),
      onDragOver: ({ active, over }) => (over ? place(active.id, over.id, 'over') : undefined),
      onDragEnd: ({ active, over }) => (over ? place(active.id, over.id, 'end') : undefined),
      onDragCancel: ({ active }) => t(`studio.outline.drag.${kindOf(active.id)}.cancel`, { title: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('studio.outline.drag.instructions') } };
  }, [outline, arrangement, lessons, t]);
}

/**
 * The props that make a module's or lesson's <li> a row dnd-kit moves: its node, its place on the
 * way, and faded to `faded` while the overlay carries it (data-dnd-row and data-dragging mark it).
 */
export function sortableRow({ setNodeRef, transform, transition, isDragging }: ReturnType<typeof useSortable>, faded: number) {
  return {
    ref: setNodeRef,
    'data-dnd-row': true,
    'data-dragging': isDragging || undefined,
    style: {
      transform: CSS.Transform.toString(transform),
      transition,
      opacity: isDragging ? faded : undefined,
      position: 'relative' as const,
    },
  };
}
