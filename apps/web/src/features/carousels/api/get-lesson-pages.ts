import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { lessonsPage } from '@trilha/shared/catalog/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';
import { vitrineKey } from './keys';

type LessonsPage = z.infer<typeof lessonsPage>;
const EMPTY: LessonsPage = { data: [], current_page: 1, next_page_url: null, per_page: 0, total: 0 };

/**
 * All the school's lessons (aulas/allClasses) or those matching a term (aulas/search), a page at a
 * time. Spec 002 §8: paging and search failures quietly give an empty list.
 */
async function getLessonPage(tenantId: number, term: string, page: number): Promise<LessonsPage> {
  const path = term
    ? catalogPaths.lessonSearch({ term, tenant: tenantId }, { page })
    : catalogPaths.lessons({ tenant: tenantId }, { page });
  try {
    return await api<LessonsPage>(path);
  } catch {
    return EMPTY;
  }
}

const lessonPagesQuery = (tenantId: number, term: string) =>
  infiniteQueryOptions({
    queryKey: [...vitrineKey(tenantId), 'options', 'lessons', term],
    queryFn: ({ pageParam }) => getLessonPage(tenantId, term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    staleTime: CACHE.oneHour,
  });

export const useLessonPages = (tenantId: number, term: string, enabled: boolean) =>
  useInfiniteQuery({ ...lessonPagesQuery(tenantId, term), enabled });
