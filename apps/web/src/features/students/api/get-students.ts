import { studentPaths } from '@trilha/shared/students/paths';
import type { StudentsReply } from '@trilha/shared/students/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { studentKeys, type StudentFilters } from './keys';

/** The filters as the list and the CSV export send them: the empty ones left out. */
export const filterQuery = (filters: StudentFilters) => ({
  query: filters.query || undefined,
  product_id: filters.productId ?? undefined,
  status: filters.status ?? undefined,
});

/** The next page's cursor: the one next_page_url names, else the last row's id; none on the last page. */
export function nextCursor(page: StudentsReply): number | undefined {
  if (!page.next_page_url) return undefined;
  const named = Number(new URL(page.next_page_url, window.location.origin).searchParams.get('cursor'));
  if (Number.isInteger(named) && named > 0) return named;
  return page.data.at(-1)?.id;
}

/** GET /api/admin/students: 25 students a page, narrowed by the filters; "Carregar mais" asks from the last one seen. */
export const studentListQuery = (tenantId: number, filters: StudentFilters) =>
  infiniteQueryOptions({
    queryKey: studentKeys.list(tenantId, filters),
    queryFn: ({ pageParam, signal }) =>
      api<StudentsReply>(studentPaths.students({}, { ...filterQuery(filters), cursor: pageParam }), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCursor,
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

/** The list keeps showing the last results while a new search or filter loads, so the rows do not blink away. */
export const useStudents = (tenantId: number, filters: StudentFilters) =>
  useInfiniteQuery({ ...studentListQuery(tenantId, filters), placeholderData: keepPreviousData });
