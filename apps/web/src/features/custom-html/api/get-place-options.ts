import type { courseOption, moduleOption, moduleWithLessonsReply } from '@trilha/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SelectOption } from '../../../components/OptionSelect';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';
import { communityListQuery } from '../../../lib/communities';
import { customHtmlKeys } from './keys';

type CourseOption = z.infer<typeof courseOption>;
type ModuleOption = z.infer<typeof moduleOption>;

/*
 * The lists the block's place is chosen from (spec 002 §3 "dependent resource selectors"), read
 * only while the modal shows their selector. Spec 002 §9: resource lists are kept an hour. A failed
 * list says so under its selector, so the global toast stays quiet.
 */
const resource = { staleTime: CACHE.oneHour, meta: { silent: true } } as const;
const toOptions = (items: { id: number; title: string }[]): SelectOption[] => items.map((i) => ({ value: i.id, label: i.title }));

/** GET /api/auth/cursos/index/{tenant}: the school's courses in course order. */
export const useCourseOptions = (tenantId: number, enabled: boolean) =>
  useQuery({
    queryKey: customHtmlKeys.courses(tenantId),
    queryFn: () => api<{ data: CourseOption[] }>(`/api/auth/cursos/index/${tenantId}`).then((r) => r.data),
    select: toOptions,
    enabled,
    ...resource,
  });

/** GET /api/auth/platform/modules/{tenant}: every module of the school (one call), narrowed to the chosen course here. */
export const useModuleOptions = (tenantId: number, courseId: number | null) =>
  useQuery({
    queryKey: customHtmlKeys.modules(tenantId),
    queryFn: () => api<{ data: ModuleOption[] }>(`/api/auth/platform/modules/${tenantId}`).then((r) => r.data),
    select: (modules) => toOptions(modules.filter((m) => m.course_id === courseId)),
    enabled: courseId !== null,
    ...resource,
  });

/** GET /api/platform/auth/module/{moduleId}: the module's lessons in order, in body.data[0].lessons. */
export const useLessonOptions = (tenantId: number, moduleId: number | null) =>
  useQuery({
    queryKey: customHtmlKeys.lessons(tenantId, moduleId ?? 0),
    queryFn: () =>
      api<z.infer<typeof moduleWithLessonsReply>>(`/api/platform/auth/module/${moduleId}`).then((r) => r.data[0]?.lessons ?? []),
    select: toOptions,
    enabled: moduleId !== null,
    ...resource,
  });

/** The school's communities, from the cache the Comunidade section and the header links share. */
export const useCommunityOptions = (tenantId: number, enabled: boolean) =>
  useQuery({
    ...communityListQuery(tenantId),
    select: (reply) => toOptions(reply.communities),
    enabled,
    meta: { silent: true },
  });
