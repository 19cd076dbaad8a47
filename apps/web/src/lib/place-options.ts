import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { courseOption, moduleOption, moduleWithLessonsReply } from '@trilha/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api/client';
import { CACHE } from './api/query-client';

/** What a select lists: the shape of components/OptionSelect's options. */
type Option = { value: number; label: string };

/*
 * The lists a staff form picks a place from, course → module → lesson (spec 002 §3 "dependent
 * resource selectors": custom HTML blocks, quizzes), read only while a form shows their picker, one
 * cache for every form. Spec 002 §9: resource lists are kept an hour. A failed list says so under
 * its picker, so the global toast stays quiet.
 */
const resource = { staleTime: CACHE.oneHour, meta: { silent: true } } as const;
const toOptions = (items: { id: number; title: string }[]): Option[] => items.map((i) => ({ value: i.id, label: i.title }));
const placeKeys = {
  courses: (tenantId: number) => ['place-options', tenantId, 'courses'] as const,
  modules: (tenantId: number) => ['place-options', tenantId, 'modules'] as const,
  lessons: (tenantId: number, moduleId: number) => ['place-options', tenantId, 'lessons', moduleId] as const,
};

/** GET /api/auth/cursos/index/{tenant}: the school's courses in course order. */
export const useCourseOptions = (tenantId: number, enabled = true) =>
  useQuery({
    queryKey: placeKeys.courses(tenantId),
    queryFn: () => api<{ data: z.infer<typeof courseOption>[] }>(catalogPaths.adminCourses({ tenant: tenantId })).then((r) => r.data),
    select: toOptions,
    enabled,
    ...resource,
  });

/** GET /api/auth/platform/modules/{tenant}: every module of the school (one call), narrowed to the chosen course here. */
export const useModuleOptions = (tenantId: number, courseId: number | null) =>
  useQuery({
    queryKey: placeKeys.modules(tenantId),
    queryFn: () => api<{ data: z.infer<typeof moduleOption>[] }>(catalogPaths.adminModules({ tenant: tenantId })).then((r) => r.data),
    select: (modules) => toOptions(modules.filter((m) => m.course_id === courseId)),
    enabled: courseId !== null,
    ...resource,
  });

/** GET /api/platform/auth/module/{moduleId}: the module's lessons in order, in body.data[0].lessons. */
export const useLessonOptions = (tenantId: number, moduleId: number | null) =>
  useQuery({
    queryKey: placeKeys.lessons(tenantId, moduleId ?? 0),
    // Runs only once a module is chosen (enabled below).
    queryFn: () =>
      api<z.infer<typeof moduleWithLessonsReply>>(catalogPaths.adminModule({ moduleId: moduleId ?? 0 })).then(
        (r) => r.data[0]?.lessons ?? [],
      ),
    select: toOptions,
    enabled: moduleId !== null,
    ...resource,
  });
