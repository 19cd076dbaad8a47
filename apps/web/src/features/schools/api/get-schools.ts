import { schoolPaths } from '@trilha/shared/schools/paths';
import { operatorSchoolsReply } from '@trilha/shared/schools/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

export type SchoolsPage = z.infer<typeof operatorSchoolsReply>;

/** The schools cache: the operator's list of every school (the server's, not one school's), a school's own domains, an export's and an import's state. */
export const schoolKeys = {
  all: ['schools'] as const,
  operator: () => [...schoolKeys.all, 'operator'] as const,
  domains: (tenantId: number) => [...schoolKeys.all, tenantId, 'domains'] as const,
  export: (id: number) => [...schoolKeys.all, 'export', id] as const,
  import: (id: number) => [...schoolKeys.all, 'import', id] as const,
};

/** The cursor next_page_url names; none on the last page (or one that names no cursor). */
export function nextSchoolsCursor(page: SchoolsPage): number | undefined {
  if (!page.next_page_url) return undefined;
  const cursor = Number(new URL(page.next_page_url, window.location.origin).searchParams.get('cursor'));
  return Number.isInteger(cursor) && cursor > 0 ? cursor : undefined;
}

/** GET /api/operator/schools: every school on the server, oldest first, 50 a page; "Carregar mais" follows next_page_url. */
export const schoolsQuery = () =>
  infiniteQueryOptions({
    queryKey: schoolKeys.operator(),
    queryFn: async ({ pageParam, signal }) =>
      operatorSchoolsReply.parse(await api<unknown>(schoolPaths.schools({}, { cursor: pageParam }), { signal })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextSchoolsCursor,
    // The console says it could not load in its own words.
    meta: { silent: true },
  });

export const useSchools = () => useInfiniteQuery(schoolsQuery());
