import { defineCache, forgetKept, keep, type Kept } from '../../platform/caches';
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
const QUIZ_CACHE_MS = 10_000;
const takerKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

export const cataloguesCache = defineCache<number, Kept<CatalogueRow[]>>({
  name: 'quiz-catalogues',
  what: "the school's published quizzes with counts and place",
  where: 'features/quizzes/view-cache.ts',
  keyedBy: 'school',
  lifetime: { ms: QUIZ_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'quizzes') forgetKept(entries, change.tenantId);
  },
});

export const standingsCache = defineCache<string, Kept<StandingRow[]>>({
  name: 'quiz-standings',
  what: "a member's standing (attempts summed up)",
  where: 'features/quizzes/view-cache.ts',
  keyedBy: 'school, user',
  lifetime: { ms: QUIZ_CACHE_MS, spread: true },
  max: 20_000,
  forget: (change, entries) => {
    // A quiz deleted takes its attempts with it: every member's standing in the school.
    if (change.kind === 'quizzes') forgetKept(entries, change.tenantId);
    else if (change.kind === 'quizTaker')
      forgetKept(entries, change.tenantId, (_value, key) => key === takerKey(change.tenantId, change.userId));
  },
});

export const schoolCatalogue = (db: Db, tenantId: number) =>
  keep(db, cataloguesCache, tenantId, tenantId, () => listCatalogue(db, { tenantId }));

export const takerStanding = (db: Db, tenantId: number, userId: number) =>
  keep(db, standingsCache, takerKey(tenantId, userId), tenantId, () => listStanding(db, { tenantId, userId }));

export const forgetSchoolQuizzes = (db: Db, tenantId: number) => cataloguesCache.of(db).delete(tenantId);
export const forgetStanding = (db: Db, tenantId: number, userId: number) => standingsCache.of(db).delete(takerKey(tenantId, userId));
