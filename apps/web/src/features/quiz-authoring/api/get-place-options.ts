import type { courseOption, moduleOption, moduleWithLessonsReply } from '@trilha/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SelectOption } from '../../../components/OptionSelect';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';
import { quizKeys } from './keys';

/*
 * The lists a quiz's place is chosen from (course, module, lesson; issue 18), read only while the
 * modal shows their picker. Spec 002 §9: resource lists are kept an hour. A failed list says so
 * under its picker, so the global toast stays quiet.
 */
const resource = { staleTime: CACHE.oneHour, meta: { silent: true } } as const;
const toOptions = (items: { id: number; title: string }[]): SelectOption[] => items.map((i) => ({ value: i.id, label: i.title }));

/** GET /api/auth/cursos/index/{tenant}: the school's courses in course order. */
export const useCourseOptions = (tenantId: number) =>
  useQuery({
    queryKey: quizKeys.courses(tenantId),
    queryFn: () => api<{ data: z.infer<typeof courseOption>[] }>(`/api/auth/cursos/index/${tenantId}`).then((r) => r.data),
    select: toOptions,
    ...resource,
  });

/** GET /api/auth/platform/modules/{tenant}: every module of the school (one call), narrowed to the chosen course here. */
export const useModuleOptions = (tenantId: number, courseId: number | null) =>
  useQuery({
    queryKey: quizKeys.modules(tenantId),
    queryFn: () => api<{ data: z.infer<typeof moduleOption>[] }>(`/api/auth/platform/modules/${tenantId}`).then((r) => r.data),
    select: (modules) => toOptions(modules.filter((m) => m.course_id === courseId)),
    enabled: courseId !== null,
    ...resource,
  });

/** GET /api/platform/auth/module/{moduleId}: the module's lessons in order, in body.data[0].lessons. */
export const useLessonOptions = (tenantId: number, moduleId: number | null) =>
  useQuery({
    queryKey: quizKeys.lessons(tenantId, moduleId ?? 0),
    queryFn: () =>
      api<z.infer<typeof moduleWithLessonsReply>>(`/api/platform/auth/module/${moduleId}`).then((r) => r.data[0]?.lessons ?? []),
    select: toOptions,
    enabled: moduleId !== null,
    ...resource,
  });
