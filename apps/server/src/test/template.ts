import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { createStorage } from '../platform/storage';
import { seedDemo } from '../seed/seed';
import { scratchDatabase } from './scratch-database';

/**
 * The demo schools migrated and seeded once per run of the server tests (Vitest's globalSetup),
 * which every test file then copies (harness.ts): migrating and seeding took each file longer than
 * most of its tests. On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`; on PGlite a dump of
 * the seeded data directory loaded into memory. `files` is the seeded uploads folder, copied too.
 */
export type SeededTemplate = { files: string; pgliteDump?: string; database?: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Vitest's own
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'trilha-template-'));
  const config = loadConfig({ DATA_DIR: root, LOG_LEVEL: 'silent' });
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await scratchDatabase(adminUrl, 'trilha_template') : undefined;
  const database = await openDatabase({ url: scratch?.url, dataDir: root });
  await seedDemo(database.db, createStorage(config));
  await database.close();

  const template: SeededTemplate = { files: path.join(root, 'files') };
  if (scratch) {
    template.database = new URL(scratch.url).pathname.slice(1);
  } else {
    // Dumped uncompressed: loading it is then a copy into memory, with nothing to inflate.
    const seeded = await PGlite.create(path.join(root, 'pgdata'));
    const dump = await seeded.dumpDataDir('none');
    await seeded.close();
    template.pgliteDump = path.join(root, 'pgdata.tar');
    await writeFile(template.pgliteDump, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('seededTemplate', template);

  return async () => {
    await scratch?.drop();
    await rm(root, { recursive: true, force: true });
  };
}
