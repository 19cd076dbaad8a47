import type { SchoolMessageKey } from '@trilha/shared/schools/messages';
import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { UNIQUE_VIOLATION, violates } from '../../platform/db/constraint';
import { enqueue } from '../../platform/jobs/queue';
import type { JobWorker } from '../../platform/jobs/worker';
import type { Storage } from '../../platform/storage';
import { DamagedArchive, readArchive } from './import-archive';
import { schemaVersion } from './export-repo';
import * as repo from './import-repo';
import { copySchoolFields, insertDefaultSettings, insertFirstHost, insertSchool } from './repo';
import { isReservedHost, slugOfHost } from './service';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** An archive the operator uploaded, made a new school (docs/schools.md "Moving a school"). */
    'schools.import': { importId: number };
  }
}

/** Why an archive was refused as a whole: a message key of SCHOOL_TRANSLATIONS. */
export class ImportRefused extends Error {
  constructor(readonly key: SchoolMessageKey) {
    super(key);
  }
}

const BATCH = 500;

/** Tables in an order that puts every table after the tables its foreign keys point at. */
function parentsFirst(tables: string[], edges: { table: string; ref: string }[]): string[] {
  const wanted = new Set(tables);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.table === table && wanted.has(edge.ref)) visit(edge.ref, path);
    done.add(table);
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return order;
}

/**
 * An archive made a new school on `host` (docs/schools.md "Moving a school"), in one transaction:
 * the school's row and host, then every table parents first, each row under the new school, then
 * its files under the new school's keys. Rows keep their numbers inside the school: every key is
 * (school, id), so the new school's id renews every row's key and every reference, including the
 * ones inside documents (a quiz attempt's answers, a notification's link, a like's key), while the
 * sequences are moved past them (docs/decisions/0013-import-keeps-row-numbers.md).
 */
export async function importArchive(deps: { db: Db; storage: Storage; publicUrl: string }, props: { file: string; host: string }) {
  const { db, storage } = deps;
  if (isReservedHost(deps.publicUrl, props.host)) throw new ImportRefused('hostReserved');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-import-'));
  const written: string[] = [];
  try {
    const archive = await readArchive(props.file, path.join(dir, 'files')).catch((error: unknown) => {
      throw error instanceof DamagedArchive ? new ImportRefused('archiveDamaged') : error;
    });
    if (archive.manifest.schema_version > (await schemaVersion(db))) throw new ImportRefused('archiveNewer');
    const columns = await repo.tableColumns(db);
    for (const table of archive.tables.keys())
      if (!columns.get(table)?.some((c) => c.column === 'tenant_id')) throw new ImportRefused('archiveDamaged');
    const order = parentsFirst([...archive.tables.keys()], await repo.foreignKeyEdges(db));
    const oldId = archive.manifest.school.id;

    return await db
      .transaction(async (tx) => {
        const tenantId = await insertSchool(tx, { name: archive.manifest.school.name.slice(0, 120), slug: slugOfHost(props.host) });
        await copySchoolFields(tx, {
          tenantId,
          description: archive.manifest.school.description ?? null,
          communityForm: archive.manifest.school.community_form ?? null,
        });
        await insertFirstHost(tx, { tenantId, host: props.host });
        const moveKeys = (line: string) => line.replaceAll(`tenants/${oldId}/`, `tenants/${tenantId}/`);
        for (const table of order) {
          const known = columns.get(table) ?? [];
          const names = new Set(known.map((c) => c.column));
          const lines = archive.tables.get(table) ?? [];
          for (let at = 0; at < lines.length; at += BATCH) {
            const rows = lines.slice(at, at + BATCH).map((line) => {
              const row = JSON.parse(moveKeys(line)) as Record<string, unknown>;
              if (!Object.keys(row).every((column) => names.has(column))) throw new ImportRefused('archiveDamaged');
              row.tenant_id = tenantId;
              return row;
            });
            const present = known.filter((c) => !c.generated && rows.some((row) => c.column in row)).map((c) => c.column);
            await repo.insertRows(tx, { table, columns: present, rows: JSON.stringify(rows) });
          }
          for (const column of known.filter((c) => c.identity)) await repo.advanceSequence(tx, { table, column: column.column });
        }
        await insertDefaultSettings(tx, { tenantId });
        for (const key of archive.files) {
          const source = path.join(dir, 'files', key);
          const target = moveKeys(key);
          const type = await fileTypeFromFile(source);
          await storage.putFile(target, source, type?.mime ?? 'application/octet-stream');
          written.push(target);
        }
        return { tenantId };
      })
      .catch(async (error: unknown) => {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
        if (error instanceof ImportRefused) throw error;
        if (violates(error, UNIQUE_VIOLATION, 'tenant_domains_pkey')) throw new ImportRefused('hostTaken');
        // The rows themselves did not fit the schema (a wrong type, a broken reference): damaged.
        const code =
          (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
        if (typeof code === 'string' && /^(22|23)/.test(code)) throw new ImportRefused('archiveDamaged');
        if (error instanceof SyntaxError) throw new ImportRefused('archiveDamaged');
        throw error;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---- The operator's upload, imported by a job ----

export async function requestImport(
  deps: { db: Db; storage: Storage; publicUrl: string },
  props: { file: string; host: string; userId: number },
) {
  if (isReservedHost(deps.publicUrl, props.host)) throw new ImportRefused('hostReserved');
  const key = `tenants/0/imports/private/${randomBytes(12).toString('hex')}.tar.gz`;
  await deps.storage.putFile(key, props.file, 'application/gzip');
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertImport(tx, { host: props.host, key, requestedBy: props.userId });
    await enqueue(tx, 'schools.import', { importId: row.id }, { maxAttempts: 1 });
    return row;
  });
}

export const readImport = (db: Db, id: number) => repo.findImport(db, id);

export async function runImport(deps: { db: Db; storage: Storage; publicUrl: string }, { importId }: { importId: number }) {
  const row = await repo.findImport(deps.db, importId);
  if (row?.state !== 'queued') return;
  await repo.updateImport(deps.db, importId, { state: 'running' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-upload-'));
  try {
    const bytes = await deps.storage.read(row.key);
    if (!bytes) throw new ImportRefused('archiveDamaged');
    const file = path.join(dir, 'archive.tar.gz');
    await writeFile(file, bytes);
    const { tenantId } = await importArchive(deps, { file, host: row.host });
    await repo.updateImport(deps.db, importId, { state: 'done', tenantId, finishedAt: new Date() });
  } catch (error) {
    const key: SchoolMessageKey = error instanceof ImportRefused ? error.key : 'importFailed';
    await repo.updateImport(deps.db, importId, { state: 'failed', error: key, finishedAt: new Date() });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await deps.storage.delete(row.key).catch(() => undefined);
  }
}

export function registerImportJob(jobs: JobWorker, deps: { db: Db; storage: Storage; publicUrl: string }) {
  jobs.handle('schools.import', (payload) => runImport(deps, payload));
}
