import type { StudioLesson, StudioModule, StudioOutline } from '@trilha/shared/studio/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { studioKeys } from './keys';

/**
 * The outline as the editor shows it, changed in place as each edit is made (the optimistic half of
 * every save). Pure functions of the outline, so the drag, the panels and the saves agree on one shape.
 */
type Fields<T> = Partial<Omit<T, 'id'>>;

const withCounts = (outline: StudioOutline, modules: StudioModule[]): StudioOutline => ({
  ...outline,
  modules,
  modules_count: modules.length,
  lessons_count: modules.reduce((sum, m) => sum + m.lessons.length, 0),
});

const positioned = <T extends { position: number }>(items: T[]) => items.map((item, i) => ({ ...item, position: i + 1 }));

/** Drip rules are one or the other: setting one clears the other, as the server does. */
function withRelease<T extends { release_after_days: number | null; release_at: string | null }>(item: T, fields: Fields<T>): T {
  const next = { ...item, ...fields };
  if (fields.release_after_days != null) next.release_at = null;
  if (fields.release_at != null) next.release_after_days = null;
  return next;
}

export const patchModule = (outline: StudioOutline, moduleId: number, fields: Fields<StudioModule>): StudioOutline => ({
  ...outline,
  modules: outline.modules.map((m) => (m.id === moduleId ? withRelease(m, fields) : m)),
});

export const patchLesson = (outline: StudioOutline, lessonId: number, fields: Fields<StudioLesson>): StudioOutline => ({
  ...outline,
  modules: outline.modules.map((m) =>
    m.lessons.some((l) => l.id === lessonId)
      ? { ...m, lessons: m.lessons.map((l) => (l.id === lessonId ? withRelease(l, fields) : l)) }
      : m,
  ),
});

/** A module or lesson as a reply gives it, in its place; a module keeps the lessons the screen shows. */
export const replaceModule = (outline: StudioOutline, module: StudioModule): StudioOutline => ({
  ...outline,
  modules: outline.modules.map((m) => (m.id === module.id ? { ...module, lessons: m.lessons } : m)),
});

export const replaceLesson = (outline: StudioOutline, lesson: StudioLesson): StudioOutline => ({
  ...outline,
  modules: outline.modules.map((m) => ({ ...m, lessons: m.lessons.map((l) => (l.id === lesson.id ? lesson : l)) })),
});

export const addModule = (outline: StudioOutline, module: StudioModule) => withCounts(outline, [...outline.modules, module]);

export const addLesson = (outline: StudioOutline, lesson: StudioLesson) =>
  withCounts(
    outline,
    outline.modules.map((m) => (m.id === lesson.module_id ? { ...m, lessons: [...m.lessons, lesson] } : m)),
  );

export const removeModule = (outline: StudioOutline, moduleId: number) =>
  withCounts(outline, positioned(outline.modules.filter((m) => m.id !== moduleId)));

export const removeLesson = (outline: StudioOutline, lessonId: number) =>
  withCounts(
    outline,
    outline.modules.map((m) => ({ ...m, lessons: positioned(m.lessons.filter((l) => l.id !== lessonId)) })),
  );

/** The modules in the order of `ids` (every module once; anything else leaves the outline as it is). */
export function orderModules(outline: StudioOutline, ids: number[]): StudioOutline {
  const byId = new Map(outline.modules.map((m) => [m.id, m]));
  const ordered = ids.map((id) => byId.get(id)).filter((m): m is StudioModule => m !== undefined);
  return ordered.length === outline.modules.length ? { ...outline, modules: positioned(ordered) } : outline;
}

/**
 * `lessonIds` become the lessons of `moduleId`, in that order; a lesson named there that sits in
 * another module comes over (a move), and leaves a closed gap behind, as the server does.
 */
export function placeLessons(outline: StudioOutline, moduleId: number, lessonIds: number[]): StudioOutline {
  const all = new Map(outline.modules.flatMap((m) => m.lessons).map((l) => [l.id, l]));
  const moving = new Set(lessonIds);
  const placed = lessonIds.map((id) => all.get(id)).filter((l): l is StudioLesson => l !== undefined);
  const modules = outline.modules.map((m) =>
    m.id === moduleId
      ? { ...m, lessons: positioned(placed.map((l) => ({ ...l, module_id: moduleId }))) }
      : { ...m, lessons: positioned(m.lessons.filter((l) => !moving.has(l.id))) },
  );
  return withCounts(outline, modules);
}

/**
 * A save's reply settles what it sent, field by field, but only where the screen still shows what
 * was sent: a later edit of the same field, made while this one travelled, is not overwritten.
 * The server's version may differ (a description's HTML is sanitised), and then it wins.
 */
export function settled<T extends object>(current: T, sent: Partial<T>, reply: T): T {
  const next = { ...current };
  for (const key of Object.keys(sent) as (keyof T)[]) {
    if (current[key] === sent[key]) next[key] = reply[key];
  }
  return next;
}

export const findModule = (outline: StudioOutline, moduleId: number) => outline.modules.find((m) => m.id === moduleId);
export const findLesson = (outline: StudioOutline, lessonId: number) =>
  outline.modules.flatMap((m) => m.lessons).find((l) => l.id === lessonId);

/** Reads and rewrites one course's cached outline. */
export function useOutlineCache(tenantId: number, courseId: number) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const queryKey = studioKeys.outline(tenantId, courseId);
    return {
      queryKey,
      get: () => queryClient.getQueryData<StudioOutline>(queryKey),
      update: (change: (outline: StudioOutline) => StudioOutline) =>
        queryClient.setQueryData<StudioOutline>(queryKey, (outline) => (outline ? change(outline) : outline)),
      /** The courses list shows counts and covers: it is read again after a change to them. */
      refreshList: () => queryClient.invalidateQueries({ queryKey: studioKeys.courses(tenantId) }),
    };
  }, [queryClient, tenantId, courseId]);
}
