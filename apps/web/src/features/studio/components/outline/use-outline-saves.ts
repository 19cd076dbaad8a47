import type { LessonUpdateBody, ModuleUpdateBody, StudioLesson, StudioModule } from '@trilha/shared/studio/schemas';
import { useMemo } from 'react';
import { useCreateLesson } from '../../api/create-lesson';
import { useCreateModule } from '../../api/create-module';
import { useMoveLesson } from '../../api/move-lesson';
import { useOrderLessons } from '../../api/order-lessons';
import { useOrderModules } from '../../api/order-modules';
import { useUpdateLesson } from '../../api/update-lesson';
import { useUpdateModule } from '../../api/update-module';
import { useSaveTracker } from '../save-tracker';

/**
 * Every autosaved change of the outline, each under the name of what it saves (`lesson:12:title`):
 * the save state follows it, and a failed one waits under that name for "Tentar de novo" until a
 * newer save of the same thing replaces it.
 */
export function useOutlineSaves(tenantId: number, courseId: number) {
  const { track } = useSaveTracker();
  const updateModule = useUpdateModule(tenantId, courseId).mutateAsync;
  const updateLesson = useUpdateLesson(tenantId, courseId).mutateAsync;
  const orderModules = useOrderModules(tenantId, courseId).mutateAsync;
  const orderLessons = useOrderLessons(tenantId, courseId).mutateAsync;
  const moveLesson = useMoveLesson(tenantId, courseId).mutateAsync;
  const createModule = useCreateModule(tenantId, courseId).mutateAsync;
  const createLesson = useCreateLesson(tenantId, courseId).mutateAsync;

  return useMemo(
    () => ({
      /** `part` names the field saved (title, published, description, release, …). */
      module: (moduleId: number, part: string, fields: ModuleUpdateBody) =>
        track(`module:${moduleId}:${part}`, () => updateModule({ moduleId, fields })),
      lesson: (lessonId: number, part: string, fields: Omit<LessonUpdateBody, 'module_id'>) =>
        track(`lesson:${lessonId}:${part}`, () => updateLesson({ lessonId, fields })),
      orderModules: (ids: number[]) => track('modules:order', () => orderModules(ids)),
      orderLessons: (moduleId: number, ids: number[]) => track(`module:${moduleId}:order`, () => orderLessons({ moduleId, ids })),
      moveLesson: (lessonId: number, moduleId: number, ids: number[]) =>
        track(`lesson:${lessonId}:move`, () => moveLesson({ lessonId, moduleId, ids })),
      /** `added` runs when the server has made it, on a later try too: the add field clears itself then. */
      addModule: (title: string, added: (module: StudioModule) => void) =>
        track('modules:new', async () => added(await createModule({ title }))),
      addLesson: (moduleId: number, title: string, added: (lesson: StudioLesson) => void) =>
        track(`module:${moduleId}:new-lesson`, async () => added(await createLesson({ moduleId, body: { title } }))),
    }),
    [track, updateModule, updateLesson, orderModules, orderLessons, moveLesson, createModule, createLesson],
  );
}

export type OutlineSaves = ReturnType<typeof useOutlineSaves>;
