import type { ModulePageReply } from '@trilha/shared/catalog/module-schemas';
import { catalogPaths } from '@trilha/shared/catalog/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getModule = (moduleId: number) => api<ModulePageReply>(catalogPaths.module({ moduleId }));

/** Every module page's key starts here: a progress save marks them stale (record-progress.ts). */
export const moduleQueryRoot = ['catalog', 'module'] as const;

/** The module page: its lessons with the student's marks; progress saves invalidate it. */
const moduleQuery = (moduleId: number) =>
  queryOptions({
    queryKey: [...moduleQueryRoot, moduleId],
    queryFn: () => getModule(moduleId),
    staleTime: CACHE.oneHour,
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(moduleId) && moduleId > 0,
  });

export const useModule = (moduleId: number) => useQuery(moduleQuery(moduleId));
