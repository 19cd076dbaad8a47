import { forgetKept, keep, perDatabase, type Kept } from '../../platform/caches';
import type { Change } from '../../platform/db/changes';
import type { Db } from '../../platform/db/client';
import { listCatalogue, listStanding, type CatalogueRow, type StandingRow } from './attempts-repo';

/**
 * What /avaliacoes reads, kept in memory (docs/caching.md, docs/quizzes.md "Reads"): the school's
 * published quizzes with their counts and place, and each member's standing (their attempts
 * summed up). Forgotten when they change, by any process or a cascade (migration 0021: `quizzes`
 * for a quiz, a question or a profile; `quizTaker` when an attempt starts, is submitted or goes,
 * never on a saved answer); this process's own writes forget at once. The lifetimes bound an entry
 * only while notifications are lost. A start checks placement and repeat rules fresh (a write).
 */
export const QUIZ_CACHE_MS = 10_000;
const MAX_SCHOOLS = 1_000;
const MAX_TAKERS = 20_000;

const catalogues = new WeakMap<object, Map<number, Kept<CatalogueRow[]>>>();
const standings = new WeakMap<object, Map<string, Kept<StandingRow[]>>>();
const cataloguesOf = (db: Db) => perDatabase(catalogues, db, () => new Map<number, Kept<CatalogueRow[]>>());
const standingsOf = (db: Db) => perDatabase(standings, db, () => new Map<string, Kept<StandingRow[]>>());
const takerKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

export const schoolCatalogue = (db: Db, tenantId: number) =>
  keep(cataloguesOf(db), tenantId, { tenantId, lifetime: QUIZ_CACHE_MS, max: MAX_SCHOOLS }, () => listCatalogue(db, { tenantId }));

export const takerStanding = (db: Db, tenantId: number, userId: number) =>
  keep(standingsOf(db), takerKey(tenantId, userId), { tenantId, lifetime: QUIZ_CACHE_MS, max: MAX_TAKERS }, () =>
    listStanding(db, { tenantId, userId }),
  );

export const forgetSchoolQuizzes = (db: Db, tenantId: number) => cataloguesOf(db).delete(tenantId);
export const forgetStanding = (db: Db, tenantId: number, userId: number) => standingsOf(db).delete(takerKey(tenantId, userId));

/** What the database reports changed, by any process. */
export function forgetQuizzesOnChange(db: Db, change: Change) {
  if (change.kind === 'quizzes') {
    forgetKept(cataloguesOf(db), change.tenantId);
    // A quiz deleted takes its attempts with it: every member's standing in the school.
    forgetKept(standingsOf(db), change.tenantId);
  } else if (change.kind === 'quizTaker') {
    forgetKept(standingsOf(db), change.tenantId, (_value, key) => key === takerKey(change.tenantId, change.userId));
  } else if (change.kind === 'all') {
    cataloguesOf(db).clear();
    standingsOf(db).clear();
  }
}
