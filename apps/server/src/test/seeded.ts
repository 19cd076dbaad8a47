import { cp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { scratchDatabase } from './scratch-database';

/**
 * A copy of the run's seeded demo schools (template.ts) for one test file: the database, and the
 * uploads in `dataDir/files`. PostgreSQL when DATABASE_URL names the test cluster, else PGlite:
 * in memory, or `onDisk` in `dataDir` for a test that hands the folder to a server process.
 * `open` may be called again after closing (PGlite on disk is one process at a time); only the
 * first PGlite open loads the copy.
 */
export async function seededCopy(dataDir: string, options: { prefix?: string; onDisk?: boolean } = {}) {
  const template = inject('seededTemplate');
  await cp(template.files, path.join(dataDir, 'files'), { recursive: true });
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, options.prefix ?? 'trilha_test', template.database);
    return { url: scratch.url, open: () => openDatabase({ url: scratch.url, dataDir }), drop: scratch.drop };
  }
  let from = template.pgliteDump;
  return {
    url: undefined,
    open: () => {
      const opened = openDatabase({ dataDir: options.onDisk ? dataDir : 'memory://', from });
      from = undefined;
      return opened;
    },
    drop: async () => {},
  };
}
