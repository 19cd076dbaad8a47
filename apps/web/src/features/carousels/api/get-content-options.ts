import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { courseOption, moduleOption, moduleWithLessonsReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';
import { vitrineKey } from './keys';

export type CourseOption = z.infer<typeof courseOption>;
export type ModuleOption = z.infer<typeof moduleOption>;

/*
 * The carousel modal's resource lists (spec 002 §7). Spec 002 §9: resource lists stay cached an
 * hour. Their failures are toasted by the content tab with the spec's text, so they stay silent here.
 */
const resource = { staleTime: CACHE.oneHour, meta: { silent: true } } as const;

const coursesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: [...vitrineKey(tenantId), 'options', 'courses'],
    queryFn: () => api<{ data: CourseOption[] }>(catalogPaths.adminCourses({ tenant: tenantId })).then((r) => r.data),
    ...resource,
  });

const modulesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: [...vitrineKey(tenantId), 'options', 'modules'],
    queryFn: () => api<{ data: ModuleOption[] }>(catalogPaths.adminModules({ tenant: tenantId })).then((r) => r.data),
    ...resource,
  });

/** api/platform/auth/module/{id}: the module's lessons come in body.data[0].lessons. */
const moduleLessonsQuery = (tenantId: number, moduleId: number) =>
  queryOptions({
    queryKey: [...vitrineKey(tenantId), 'options', 'module-lessons', moduleId],
    queryFn: () =>
      api<z.infer<typeof moduleWithLessonsReply>>(catalogPaths.adminModule({ moduleId })).then((r) => r.data[0]?.lessons ?? []),
    ...resource,
  });

export const useCourses = (tenantId: number, enabled: boolean) => useQuery({ ...coursesQuery(tenantId), enabled });
export const useModules = (tenantId: number, enabled: boolean) => useQuery({ ...modulesQuery(tenantId), enabled });
export const useModuleLessons = (tenantId: number, moduleId: number | null) =>
  useQuery({ ...moduleLessonsQuery(tenantId, moduleId ?? 0), enabled: moduleId !== null });
