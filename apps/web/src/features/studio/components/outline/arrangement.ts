import type { UniqueIdentifier } from '@dnd-kit/core';
import type { StudioOutline } from '@trilha/shared/studio/schemas';

/**
 * The outline's drag-and-drop ids: modules and lessons share one DndContext (a lesson may go to
 * another module), so each id says what it is. A module's "end" is a drop target of its own: the
 * place after its last lesson, and the whole of a module whose lessons are hidden or absent.
 */
export type DragKind = 'module' | 'lesson' | 'end';
export type DragTarget = { kind: DragKind; id: number };

export const moduleDragId = (id: number) => `module:${id}`;
export const lessonDragId = (id: number) => `lesson:${id}`;
export const endDragId = (moduleId: number) => `end:${moduleId}`;

export function parseDragId(id: UniqueIdentifier | null | undefined): DragTarget | null {
  const match = /^(module|lesson|end):(\d+)$/.exec(String(id ?? ''));
  return match ? { kind: match[1] as DragKind, id: Number(match[2]) } : null;
}

/** Each module's lessons in order, as a drop reads them to say where a lesson lands. */
export type Arrangement = readonly { moduleId: number; lessonIds: readonly number[] }[];

export const arrangementOf = (outline: StudioOutline): Arrangement =>
  outline.modules.map((m) => ({ moduleId: m.id, lessonIds: m.lessons.map((l) => l.id) }));

export const moduleOfLesson = (arrangement: Arrangement, lessonId: number) =>
  arrangement.find((m) => m.lessonIds.includes(lessonId))?.moduleId;

/** The module a target stands in: a lesson's, or the one whose end it is. */
const moduleOfTarget = (arrangement: Arrangement, target: DragTarget) =>
  target.kind === 'end' ? target.id : target.kind === 'lesson' ? moduleOfLesson(arrangement, target.id) : undefined;

function placed(arrangement: Arrangement, lessonId: number, moduleId: number, index: (ids: readonly number[]) => number): Arrangement {
  return arrangement.map((m) => {
    const rest = m.lessonIds.filter((id) => id !== lessonId);
    if (m.moduleId !== moduleId) return rest.length === m.lessonIds.length ? m : { ...m, lessonIds: rest };
    const at = Math.max(0, Math.min(index(rest), rest.length));
    return { ...m, lessonIds: [...rest.slice(0, at), lessonId, ...rest.slice(at)] };
  });
}

/**
 * Where a dropped lesson goes. Over a lesson of its own module it takes that lesson's place (the
 * list made room for it as it went); over a lesson of another module it goes just before that one
 * (the line drawn above it said so); over a module's end, last in that module.
 */
export function dropLesson(arrangement: Arrangement, lessonId: number, target: DragTarget): Arrangement {
  const from = moduleOfLesson(arrangement, lessonId);
  const to = moduleOfTarget(arrangement, target);
  if (to === undefined || from === undefined || target.id === lessonId) return arrangement;
  if (target.kind === 'end') return placed(arrangement, lessonId, to, (ids) => ids.length);
  const ids = arrangement.find((m) => m.moduleId === to)?.lessonIds ?? [];
  // Within its module, the place the target holds now; elsewhere, the place before the target.
  return placed(arrangement, lessonId, to, (rest) => (to === from ? ids.indexOf(target.id) : rest.indexOf(target.id)));
}
