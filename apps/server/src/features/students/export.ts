import type { z } from 'zod';
import type { studentsExportQuery } from '@trilha/shared/students/schemas';
import { csvLines, csvStart } from '../../platform/csv';
import type { RequestScope } from '../../platform/request-scope';
import * as directory from './directory-repo';
import { overallProgress } from './progress-repo';

type Scope = Pick<RequestScope, 'db' | 'tenantId'>;

/** Rows read from the database at a time: the file grows as it is sent, never held whole in memory. */
const EXPORT_BATCH = 500;

export const EXPORT_HEADER = ['name', 'email', 'status', 'products', 'expires_at', 'last_seen_at', 'progress_percent'];

const day = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString().slice(0, 10));

/**
 * The directory as CSV (the same filters, every page): a UTF-8 BOM so spreadsheets read accents, a
 * header, then one line per student, newest first. `products` lists titles separated by ';' (what an
 * import reads back) and `expires_at` each one's expiry in the same order, empty for life.
 */
export async function* exportStudents(scope: Scope, query: z.infer<typeof studentsExportQuery>): AsyncGenerator<string> {
  const filter: directory.DirectoryFilter = {
    words: directory.searchWords(query.query),
    productId: query.product_id,
    active: query.status === undefined ? undefined : query.status === 'active',
  };
  yield csvStart(EXPORT_HEADER);
  let before: number | undefined;
  for (;;) {
    const ids = await directory.pageIds(scope.db, scope, filter, { before, limit: EXPORT_BATCH });
    if (ids.length === 0) return;
    const [page, progress] = await Promise.all([directory.peopleOf(scope.db, scope, ids), overallProgress(scope.db, scope, ids)]);
    const lines = page.map((person) => {
      const { products } = person;
      return [
        person.name,
        person.email,
        person.active ? 'active' : 'inactive',
        products.map((p) => p.title).join(';'),
        products.map((p) => day(p.expiresAt)).join(';'),
        person.lastSeenAt ? new Date(person.lastSeenAt).toISOString() : '',
        String(progress.get(person.id) ?? 0),
      ];
    });
    yield csvLines(lines);
    if (ids.length < EXPORT_BATCH) return;
    before = ids.at(-1);
  }
}
