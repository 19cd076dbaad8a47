import type { StudentStatus } from '@trilha/shared/students/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { productsKey } from '../../../lib/query-keys';

/** What the directory is narrowed to: words of a name or e-mail, a product held, active or not (null: any). */
export type StudentFilters = { query: string; productId: number | null; status: StudentStatus | null };

/** The student directory's cache: each filtered list and each opened student sit under the school's key. */
export const studentKeys = {
  all: (tenantId: number) => ['students', tenantId] as const,
  lists: (tenantId: number) => [...studentKeys.all(tenantId), 'list'] as const,
  list: (tenantId: number, filters: StudentFilters) => [...studentKeys.lists(tenantId), filters] as const,
  detail: (tenantId: number, studentId: number) => [...studentKeys.all(tenantId), 'detail', studentId] as const,
  /** One CSV import's state, polled while it runs: outside `all`, so refreshing the directory does not read it again. */
  import: (tenantId: number, importId: number) => ['student-imports', tenantId, importId] as const,
};

/**
 * After any write to a student: every list (a name, a status or a product changes which filters
 * find them) and the opened student read again. A grant or a removal also changes the holders the
 * Produtos section counts; those read again where next shown.
 */
export function refreshStudents(queryClient: QueryClient, tenantId: number, options: { products?: boolean } = {}) {
  if (options.products) void queryClient.invalidateQueries({ queryKey: productsKey(tenantId), refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: studentKeys.all(tenantId) });
}
