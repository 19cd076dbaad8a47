import { EXPORT_FORMAT, EXPORT_LINK_MINUTES } from '@trilha/shared/schools/constants';
import type { Language } from '@trilha/shared/platform/languages';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { enqueue } from '../../platform/jobs/queue';
import type { JobWorker } from '../../platform/jobs/worker';
import type { Storage } from '../../platform/storage';
import { archiveWriter } from './export-archive';
import * as repo from './export-repo';
import { schoolError } from './messages';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** One school's archive (docs/schools.md "Moving a school"). */
    'schools.export': { tenantId: number; exportId: number };
  }
}

/**
 * Tables that stay behind: the queue and event log (work of this server), sign-in state (sessions,
 * e-mailed tokens, attempt counters), half-finished uploads, the school's host names (the importer
 * chooses the new school's) and the exports themselves.
 */
const LEFT_OUT = new Set([
  'jobs',
  'domain_events',
  'event_streams',
  'sessions',
  'auth_tokens',
  'attempt_counters',
  'video_uploads',
  'tenant_domains',
  'school_exports',
  'school_imports',
]);
/** Columns emptied unless the operator asked for secrets; `always`: emptied even then (one-use upload tokens). */
const SECRETS: Record<string, string[]> = { users: ['password_hash'], sale_integrations: ['secret'] };
const ALWAYS_EMPTIED: Record<string, string[]> = { lesson_videos: ['token_hash'] };
const PAGE = 5_000;

type Scope = { db: Db; tenantId: number; lang: Language };

export async function requestExport(scope: Scope & { userId: number }, props: { includeSecrets: boolean }) {
  return scope.db.transaction(async (tx) => {
    const row = await repo.insertExport(tx, { tenantId: scope.tenantId, includeSecrets: props.includeSecrets, requestedBy: scope.userId });
    await enqueue(tx, 'schools.export', { tenantId: scope.tenantId, exportId: row.id }, { tenantId: scope.tenantId, maxAttempts: 2 });
    return row;
  });
}

export async function readExport(scope: Scope, id: number) {
  const row = await repo.findExport(scope.db, { tenantId: scope.tenantId, id });
  if (!row) throw schoolError(404, scope.lang, 'exportNotFound');
  return row;
}

/** `export:<school>:<id>:<expires>` signed with the server's secret: the download needs no session. */
const signature = (secret: string, props: { tenantId: number; id: number; expires: number }) =>
  createHmac('sha256', secret).update(`export:${props.tenantId}:${props.id}:${props.expires}`).digest('base64url');

export function signedDownload(secret: string, props: { tenantId: number; id: number; now: number }) {
  const expires = Math.floor(props.now / 1000) + EXPORT_LINK_MINUTES * 60;
  return { expires, signature: signature(secret, { ...props, expires }) };
}

/** The archive behind a signed link, or 403 for a link that is forged or past its time, 404 for no archive. */
export async function downloadable(
  scope: Scope & { secret: string; now: number },
  props: { id: number; expires: number; signature: string },
) {
  const expected = Buffer.from(signature(scope.secret, { tenantId: scope.tenantId, id: props.id, expires: props.expires }));
  const given = Buffer.from(props.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw schoolError(403, scope.lang, 'linkExpired');
  if (props.expires * 1000 < scope.now) throw schoolError(403, scope.lang, 'linkExpired');
  const row = await repo.findExport(scope.db, { tenantId: scope.tenantId, id: props.id });
  if (!row?.key || row.state !== 'ready') throw schoolError(404, scope.lang, 'exportNotFound');
  return { key: row.key, name: `escola-${scope.tenantId}-${row.createdAt.toISOString().slice(0, 10)}.tar.gz` };
}

/** The storage keys of the school's files a row names (its URLs and keys all hold `tenants/<id>/`). */
function keysIn(line: string, tenantId: number, into: Set<string>) {
  for (const match of line.matchAll(new RegExp(`tenants/${tenantId}/[A-Za-z0-9/_.-]+`, 'g'))) into.add(match[0].replace(/[.]+$/, ''));
}

function scrub(line: string, columns: string[]): string {
  const row = JSON.parse(line) as Record<string, unknown>;
  for (const column of columns) if (column in row) row[column] = null;
  return JSON.stringify(row);
}

/**
 * The job: every row of the school, table by table in primary key order, then every file the rows
 * name, into one archive stored under a private key; progress counts tables and files done.
 */
export async function runExport(deps: { db: Db; storage: Storage }, payload: { tenantId: number; exportId: number }) {
  const { db, storage } = deps;
  const where = { tenantId: payload.tenantId, id: payload.exportId };
  const row = await repo.findExport(db, where);
  if (!row || row.state === 'ready') return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-export-'));
  const file = path.join(dir, 'school.tar.gz');
  const archive = archiveWriter(file);
  try {
    await repo.updateExport(db, where, { state: 'running', progress: 0 });
    const tables = (await repo.schoolTables(db)).filter((table) => !LEFT_OUT.has(table.name));
    const school = await repo.schoolRow(db, { tenantId: payload.tenantId });
    const keys = new Set<string>();
    const counts: Record<string, number> = {};
    for (const [index, table] of tables.entries()) {
      const emptied = [...(row.includeSecrets ? [] : (SECRETS[table.name] ?? [])), ...(ALWAYS_EMPTIED[table.name] ?? [])];
      const lines: string[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await repo.tableRows(db, { tenantId: payload.tenantId, table, offset, limit: PAGE });
        for (const line of page) {
          keysIn(line, payload.tenantId, keys);
          lines.push(emptied.length > 0 ? scrub(line, emptied) : line);
        }
        if (page.length < PAGE) break;
      }
      counts[table.name] = lines.length;
      await archive.add(`tables/${table.name}.jsonl`, Buffer.from(lines.length > 0 ? `${lines.join('\n')}\n` : ''));
      // Tables are the first half of the work, files the second.
      await repo.updateExport(db, where, { progress: ((index + 1) / tables.length) * 0.5 });
    }
    const files: string[] = [];
    const missing: string[] = [];
    const all = [...keys].sort();
    for (const [index, key] of all.entries()) {
      const bytes = await storage.read(key).catch(() => null);
      if (bytes) {
        await archive.add(`files/${key}`, bytes);
        files.push(key);
      } else missing.push(key);
      if (index % 20 === 19) await repo.updateExport(db, where, { progress: 0.5 + ((index + 1) / all.length) * 0.5 });
    }
    const manifest = {
      format: EXPORT_FORMAT,
      schema_version: await repo.schemaVersion(db),
      exported_at: new Date().toISOString(),
      school,
      includes_secrets: row.includeSecrets,
      tables: counts,
      files,
      missing_files: missing,
    };
    await archive.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.close();
    const key = `tenants/${payload.tenantId}/exports/private/${payload.exportId}-${randomBytes(8).toString('hex')}.tar.gz`;
    await storage.putFile(key, file, 'application/gzip');
    const { size } = await stat(file);
    await repo.updateExport(db, where, { state: 'ready', progress: 1, key, bytes: size, finishedAt: new Date() });
  } catch (error) {
    archive.abort();
    await repo.updateExport(db, where, {
      state: 'failed',
      error: error instanceof Error ? error.message : String(error),
      finishedAt: new Date(),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function registerExportJob(jobs: JobWorker, deps: { db: Db; storage: Storage }) {
  jobs.handle('schools.export', (payload) => runExport(deps, payload));
}
