import type { Language } from '@trilha/shared/platform/languages';
import { IMPORT_ERRORS_SHOWN, IMPORT_MAX_BYTES, IMPORT_ROWS_SHOWN, type ImportOutcome } from '@trilha/shared/students/import-constants';
import { IMPORT_TRANSLATIONS, type ImportMessageKey } from '@trilha/shared/students/import-messages';
import type { ImportFields } from '@trilha/shared/students/import-schemas';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { enqueue } from '../../platform/jobs/queue';
import type { JobWorker } from '../../platform/jobs/worker';
import type { ActorScope } from '../../platform/request-scope';
import { queueWelcomeMail } from '../accounts/public';
import { csvText, ImportFileError, planImport, type PlannedRow } from './import-csv';
import * as repo from './import-repo';
import type { MailFrom } from '../../platform/tenancy';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** One uploaded CSV of students, dry run or real (docs/people-and-access.md "Importing"). */
    'students.import': { tenantId: number; importId: number };
  }
}

/** Rows applied per transaction: each commits its accounts, grants, mails and the import's progress together. */
const BATCH = 500;

const text = (lang: Language, key: ImportMessageKey) => IMPORT_TRANSLATIONS[key][lang];
const importError = (lang: Language, status: 400 | 413, key: ImportMessageKey) =>
  new HttpError(status, null, text(lang, key), [{ path: 'body.file', message: text(lang, key) }]);

/**
 * Accepts an upload: the bytes must be a UTF-8 text file of at most IMPORT_MAX_BYTES; the row and
 * the job are written in one transaction, so the job runs only for an import that exists. The file
 * is read (and refused, whole or line by line) by the job.
 */
export async function createImport(scope: ActorScope, props: { file: Buffer | undefined; fields: ImportFields; from: MailFrom }) {
  const { lang, tenantId } = scope;
  if (!props.file) throw importError(lang, 400, 'fileRequired');
  if (props.file.length > IMPORT_MAX_BYTES) throw importError(lang, 413, 'fileTooLarge');
  const file = csvText(props.file);
  if (file === null) throw importError(lang, 400, 'notText');
  return scope.db.transaction(async (tx) => {
    const importId = await repo.insertImport(tx, {
      tenantId,
      createdBy: scope.actor.id,
      dryRun: props.fields.dry_run,
      sendInvite: props.fields.send_invite,
      file,
      origin: props.from.origin,
      schoolName: props.from.schoolName,
      lang,
    });
    await enqueue(tx, 'students.import', { tenantId, importId }, { tenantId, maxAttempts: 3 });
    return importId;
  });
}

export async function readImport(scope: Pick<ActorScope, 'db' | 'tenantId' | 'lang'>, importId: number) {
  const found = await repo.findImport(scope.db, { tenantId: scope.tenantId, importId });
  if (!found) throw new HttpError(404, null, text(scope.lang, 'importNotFound'));
  return found;
}

type Outcome = { row: number; email: string; outcome: ImportOutcome; message: string | null };
type Tally = { created: number; enrolled: number; unchanged: number };

/**
 * What each row of a batch does (the dry run) or did (the real run): `new` for an account made,
 * `enrolled` for an existing one whose access changed, `unchanged` for one that already had it all.
 */
async function applyBatch(db: Db, record: repo.ImportRecord, rows: PlannedRow[], products: Map<number, number | null>): Promise<Outcome[]> {
  const key = { tenantId: record.tenantId };
  const grantsOf = (userId: number, row: PlannedRow): repo.Grant[] =>
    row.productIds.map((productId) => ({ userId, productId, expiresAt: row.expiresAt, accessDays: products.get(productId) ?? null }));
  if (record.dryRun) {
    const accounts = new Map((await repo.accountsOf(db, { ...key, emails: rows.map((r) => r.email) })).map((a) => [a.email, a]));
    const held = await repo.holdings(db, { ...key, userIds: [...accounts.values()].map((a) => a.id) });
    return rows.map((row) => {
      const account = accounts.get(row.email);
      if (!account) return { row: row.row, email: row.email, outcome: 'new', message: null };
      const changes = grantsOf(account.id, row).some((g) => wouldChange(held, g));
      return { row: row.row, email: row.email, outcome: changes ? 'enrolled' : 'unchanged', message: null };
    });
  }
  return db.transaction(async (tx) => {
    const created = await repo.createAccounts(tx, { ...key, people: rows });
    const accounts = new Map((await repo.accountsOf(tx, { ...key, emails: rows.map((r) => r.email) })).map((a) => [a.email, a]));
    await repo.makeStudents(tx, { ...key, userIds: [...accounts.values()].map((a) => a.id) });
    const grants = rows.flatMap((row) => grantsOf(accounts.get(row.email)?.id ?? 0, row)).filter((g) => g.userId > 0);
    const changed = await repo.grantAll(tx, { ...key, grants });
    if (record.sendInvite) {
      for (const email of created) {
        const user = accounts.get(email);
        if (user)
          await queueWelcomeMail(tx, { ...key, user, lang: record.lang as Language, origin: record.origin, schoolName: record.schoolName });
      }
    }
    return rows.map((row) => {
      const id = accounts.get(row.email)?.id;
      const outcome: ImportOutcome = created.has(row.email) ? 'new' : id !== undefined && changed.has(id) ? 'enrolled' : 'unchanged';
      return { row: row.row, email: row.email, outcome, message: null };
    });
  });
}

/** A dry run's guess of whether a grant would change what the student holds (repo.grantAll's rule). */
function wouldChange(held: Map<string, Date | string | null>, grant: repo.Grant) {
  const key = `${grant.userId}:${grant.productId}`;
  if (!held.has(key)) return true;
  const current = held.get(key) ?? null;
  if (grant.expiresAt !== null) return current === null || new Date(current).getTime() !== Date.parse(grant.expiresAt);
  return current !== null && new Date(current).getTime() <= Date.now();
}

/**
 * The job: reads the file, refuses what it must, applies (or, for a dry run, only assesses) the rows
 * BATCH at a time, writing the progress with each batch. A retry after a crash resumes after the
 * rows already counted (`done`), which the batches' own idempotence makes safe either way.
 */
export async function runImport(db: Db, { tenantId, importId }: { tenantId: number; importId: number }) {
  const record = await repo.findImport(db, { tenantId, importId });
  if (!record || record.state === 'done' || record.state === 'failed') return;
  const key = { tenantId, importId };
  const lang = record.lang as Language;
  const products = await repo.importProducts(db, { tenantId });
  let plan;
  try {
    plan = planImport(record.file, products);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    await repo.updateImport(db, key, { state: 'failed', failure: text(lang, error.key), file: '', finishedAt: new Date() });
    return;
  }
  const errors = plan.errors.map((e) => ({ row: e.row, message: text(lang, e.key) }));
  const shown: Outcome[] = [
    ...record.rows.map((r) => ({ ...r, outcome: r.outcome as ImportOutcome })),
    ...(record.done === 0
      ? plan.errors.map((e) => ({ row: e.row, email: e.email, outcome: 'error' as const, message: text(lang, e.key) }))
      : []),
  ];
  const tally: Tally = { created: record.created, enrolled: record.enrolled, unchanged: record.unchanged };
  await repo.updateImport(db, key, { state: 'running', total: plan.total, errors: errors.slice(0, IMPORT_ERRORS_SHOWN) });
  const accessDays = new Map(products.map((p) => [p.id, p.accessDays]));
  // `done` counts the file's rows behind us, refused ones included (they are settled at the start).
  let done = record.done || plan.errors.length;
  for (let start = Math.max(0, done - plan.errors.length); start < plan.rows.length; start += BATCH) {
    const outcomes = await applyBatch(db, record, plan.rows.slice(start, start + BATCH), accessDays);
    for (const o of outcomes) tally[o.outcome === 'new' ? 'created' : o.outcome === 'enrolled' ? 'enrolled' : 'unchanged'] += 1;
    shown.push(...outcomes);
    done += outcomes.length;
    await repo.updateImport(db, key, { done, ...tally, rows: bounded(shown) });
  }
  await repo.updateImport(db, key, { state: 'done', done, ...tally, rows: bounded(shown), file: '', finishedAt: new Date() });
}

/** The first rows of the file in line order, for the screen: the counts cover the rest. */
const bounded = (outcomes: Outcome[]) => [...outcomes].sort((a, b) => a.row - b.row).slice(0, IMPORT_ROWS_SHOWN);

export function registerImportJob(jobs: JobWorker, db: Db) {
  jobs.handle('students.import', (payload) => runImport(db, payload));
}
