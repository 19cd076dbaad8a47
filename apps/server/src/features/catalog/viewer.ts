import { MAX_FAVORITES } from '@trilha/shared/home/schemas';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { enrollments, favorites, lessonProgress, productCourses } from '../../db/schema/index';
import type { SessionUser } from '../../platform/auth/session';
import { defineCache, expiryOf } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonArray } from '../../platform/db/json';
import { liveEnrollment, previewsEverything, type CourseAccess } from './policy';
import { cachedVersions, type Versions } from '../../platform/content-versions';

/**
 * How many of the user's most recent lesson progress rows the home reads: enough for every
 * "continue" carousel and the next lesson of the courses they are in, and a bound per request
 * whatever a long-time student has watched.
 */
const PROGRESS_ROWS = 1_000;

export type ProgressEntry = { lessonId: number; watchedSeconds: number; finished: boolean };
export type FavoriteRow = { kind: 'course' | 'lesson'; id: number; createdAt: string };

/** The user's own sets, as one read found them. */
export type ViewerData = {
  access: CourseAccess;
  /** When the user's access to each open course began (epoch ms of the earliest live enrollment): drip counts from it. */
  accessSince: ReadonlyMap<number, number>;
  /** The products the user holds live (for staff too): whose marquee a lesson shows them. */
  products: ReadonlySet<number>;
  /** Most recent first. */
  progress: ProgressEntry[];
  /** Newest first. */
  favorites: FavoriteRow[];
  /** Every lesson of the school the user finished (bounded by the school's lessons): the course shelf counts them. */
  finished: ReadonlySet<number>;
  /**
   * Names this content: a reply composed from this data can be kept under it (home/service.ts). A
   * read that finds what the user's last read found keeps its stamp (restamp below), so an expiry
   * or a write that changed nothing does not make every reply of the user be composed again.
   */
  stamp: number;
  /** The same for the part the course shelf shows, access and finished lessons: a progress save that finishes nothing keeps it. */
  shelfStamp: number;
};

/**
 * What the home view and the course shelf know of the user, with the school's versions their caches
 * are checked against. It lives in the catalog because access and progress are the catalog's; it
 * also carries the user's favourites so that one query serves the whole home view.
 */
export type Viewer = ViewerData & { versions: Versions };

/**
 * Like sessions (platform/auth/session.ts), the user's sets are kept at most VIEWER_CACHE_MS per
 * process (spreadLifetime): a warm home view then runs no query at all. This process's writes that
 * change them (progress saves, favourites added or removed) forget the entry at once
 * (forgetViewer). Any change to the rows they come from, by any process or by hand, reaches every
 * process through the database's change notifications (platform/db/changes.ts, docs/caching.md);
 * VIEWER_CACHE_MS is the bound only while a process has lost its notification connection.
 */
export const VIEWER_CACHE_MS = 10_000;
const VIEWER_CACHE_MAX = 20_000;
type Entry = { until: number; data: Promise<ViewerData> };

/**
 * What the database reports changed, by any process: a user's enrolments, progress, favourites or
 * roles (staff preview everything) drop their viewer; a product's courses, the school's.
 */
export const viewerCache = defineCache<string, Entry>({
  name: 'viewers',
  what: 'the viewer: access, progress, favourites',
  where: 'features/catalog/viewer.ts',
  keyedBy: 'school, user',
  lifetime: { ms: VIEWER_CACHE_MS, spread: true },
  max: VIEWER_CACHE_MAX,
  forget: (change, entries) => {
    if (change.kind === 'learner' || change.kind === 'user') entries.delete(keyOf(change.tenantId, change.userId));
    else if (change.kind === 'access') forgetSchoolIn(entries, change.tenantId);
  },
});

/** The last data read per user, kept past forgets and expiry: what a new read is compared with (restamp). */
export const lastReadCache = defineCache<string, ViewerData>({
  name: 'viewer-last-reads',
  what: "the viewer's last read, to keep its stamps",
  where: 'features/catalog/viewer.ts',
  keyedBy: 'school, user',
  checkedAgainst: 'the next read of the same user',
  max: VIEWER_CACHE_MAX,
});

const cacheOf = (db: Db) => viewerCache.of(db);
const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
let stamps = 0;

/** After a write to the user's progress, favourites, enrolments or roles: their next read goes to the database. */
export function forgetViewer(db: Db, user: { tenantId: number; userId: number }) {
  cacheOf(db).delete(keyOf(user.tenantId, user.userId));
}

/** After a change that moves every member's access (a product's courses): the whole school reads again. */
function forgetSchoolIn(entries: Map<string, Entry>, tenantId: number) {
  const prefix = `${tenantId}:`;
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * The user's sets and the school's versions, from memory when fresh. The entry holds the read's
 * promise and a forget deletes it, so a read that started before a write is never kept after it.
 */
export async function readViewer(db: Db, user: SessionUser): Promise<Viewer> {
  const versions = cachedVersions(db, user.tenantId);
  const map = cacheOf(db);
  const key = keyOf(user.tenantId, user.id);
  const now = Date.now();
  let entry = map.get(key);
  if (!entry || entry.until <= now) {
    entry = {
      until: expiryOf(viewerCache, now),
      data: queryViewer(db, user).then((read) => restamp(lastReadCache.of(db), key, read)),
    };
    map.set(key, entry);
    const stored = entry;
    stored.data.catch(() => {
      if (map.get(key) === stored) map.delete(key);
    });
  }
  const [data, school] = await Promise.all([entry.data, versions]);
  return { ...data, versions: school };
}

/**
 * ONE query: the user's access set (the catalog's rule, policy.ts), recent progress and
 * favourites, each bounded. On the embedded database every query costs about a millisecond of
 * the event loop, so a cold read pays one, not three.
 */
async function queryViewer(db: Db, user: SessionUser): Promise<Omit<ViewerData, 'stamp' | 'shelfStamp'>> {
  const everything = previewsEverything(user);
  const [row] = await viewerQuery(db, user, everything);
  const accessSince = new Map<number, number>();
  for (const [courseId, since] of jsonArray<[number, number]>(row?.access)) {
    const known = accessSince.get(courseId);
    if (known === undefined || since < known) accessSince.set(courseId, since);
  }
  return {
    access: everything ? { everything: true } : { everything: false, courseIds: new Set(accessSince.keys()) },
    accessSince,
    products: new Set(jsonArray<number>(row?.products)),
    progress: jsonArray<[number, number, boolean]>(row?.progress).map(([lessonId, watchedSeconds, finished]) => ({
      lessonId,
      watchedSeconds,
      finished,
    })),
    favorites: jsonArray<[string, number, string]>(row?.favorites).map(([kind, id, createdAt]) => ({
      kind: kind === 'course' ? 'course' : 'lesson',
      id,
      createdAt: new Date(createdAt).toISOString(),
    })),
    finished: new Set(jsonArray<number>(row?.finished)),
  };
}

/**
 * Stamps a read: the user's last read's stamps when it found the same content, new ones otherwise.
 * Keeping a stamp is safe whatever the order reads finish in: a stamp only ever names one content,
 * so a reply kept under it is the reply of this read too. Comparing costs microseconds; composing
 * the home and the shelf again after every expiry cost milliseconds per student.
 */
function restamp(last: Map<string, ViewerData>, key: string, read: Omit<ViewerData, 'stamp' | 'shelfStamp'>): ViewerData {
  const before = last.get(key);
  const sameShelf =
    before !== undefined &&
    sameAccess(before.access, read.access) &&
    sameSince(before.accessSince, read.accessSince) &&
    sameSet(before.finished, read.finished);
  const same = sameShelf && sameProgress(before.progress, read.progress) && sameFavorites(before.favorites, read.favorites);
  const data: ViewerData = {
    ...read,
    stamp: same ? before.stamp : ++stamps,
    shelfStamp: sameShelf ? before.shelfStamp : ++stamps,
  };
  last.set(key, data);
  return data;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id));
const sameAccess = (a: CourseAccess, b: CourseAccess) =>
  a.everything || b.everything ? a.everything === b.everything : sameSet(a.courseIds, b.courseIds);
const sameSince = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) =>
  a.size === b.size && [...a].every(([id, since]) => b.get(id) === since);
const sameProgress = (a: readonly ProgressEntry[], b: readonly ProgressEntry[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i];
    return q?.lessonId === p.lessonId && q.watchedSeconds === p.watchedSeconds && q.finished === p.finished;
  });
const sameFavorites = (a: readonly FavoriteRow[], b: readonly FavoriteRow[]) =>
  a.length === b.length &&
  a.every((f, i) => {
    const g = b[i];
    return g?.kind === f.kind && g.id === f.id && g.createdAt === f.createdAt;
  });

function viewerQuery(db: Db, user: SessionUser, everything: boolean) {
  const { tenantId, id: userId } = user;
  const access = db
    // No distinct: that costs a sort, and the ids land in a Map anyway (the earliest start kept).
    .select({
      ids: sql`coalesce(json_agg(json_build_array(${productCourses.courseId}, floor(extract(epoch from ${enrollments.createdAt}) * 1000))), '[]'::json)`,
    })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId), liveEnrollment()));
  const held = db
    .select({ ids: sql`coalesce(json_agg(${enrollments.productId}), '[]'::json)` })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId), liveEnrollment()));
  const recentProgress = db
    .select({
      lessonId: lessonProgress.lessonId,
      watched: lessonProgress.watchedSeconds,
      finishedAt: lessonProgress.finishedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, tenantId), eq(lessonProgress.userId, userId)))
    .orderBy(desc(lessonProgress.updatedAt), desc(lessonProgress.lessonId))
    .limit(PROGRESS_ROWS)
    .as('p');
  const progress = db
    .select({
      rows: sql`coalesce(json_agg(json_build_array(${recentProgress.lessonId}, ${recentProgress.watched}, ${recentProgress.finishedAt} is not null)
        order by ${recentProgress.updatedAt} desc, ${recentProgress.lessonId} desc), '[]'::json)`,
    })
    .from(recentProgress);
  const recentFavorites = db
    .select({ kind: favorites.kind, targetId: favorites.targetId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.tenantId, tenantId), eq(favorites.userId, userId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.kind), desc(favorites.targetId))
    .limit(MAX_FAVORITES)
    .as('f');
  const favoriteList = db
    .select({
      rows: sql`coalesce(json_agg(json_build_array(${recentFavorites.kind}, ${recentFavorites.targetId}, ${recentFavorites.createdAt})
        order by ${recentFavorites.createdAt} desc, ${recentFavorites.kind} desc, ${recentFavorites.targetId} desc), '[]'::json)`,
    })
    .from(recentFavorites);
  const finished = db
    .select({ ids: sql`coalesce(json_agg(${lessonProgress.lessonId}), '[]'::json)` })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, tenantId), eq(lessonProgress.userId, userId), isNotNull(lessonProgress.finishedAt)));
  return db
    .select({
      access: everything ? sql<null>`null` : sql<unknown>`(${access})`,
      products: sql<unknown>`(${held})`,
      progress: sql<unknown>`(${progress})`,
      favorites: sql<unknown>`(${favoriteList})`,
      finished: sql<unknown>`(${finished})`,
    })
    .from(sql`(select 1) as one`);
}
