import { NOTIFICATION_PAGE_SIZE, type NotificationTotal } from '@trilha/shared/notifications/schemas';
import { defineCache, forgetKept, keep, type Kept } from '../../platform/caches';
import type { Change } from '../../platform/db/changes';
import type { Db } from '../../platform/db/client';
import type { JsonBytes } from '../../platform/json-bytes';
import type { Owner } from './repo';

/**
 * What the bell asks every few minutes for every signed-in student, kept in memory per user
 * (docs/caching.md): the unread count, and the feed's first page of the default size as the bytes
 * sent. Forgotten when the database reports the user's notifications changed (migration 0021: one
 * report per statement, naming the user, or the whole school for a fan-out batch), by any process;
 * this process's own mark-read forgets at once, before it answers. NOTIFICATIONS_CACHE_MS bounds an
 * entry only while reports are lost.
 */
const NOTIFICATIONS_CACHE_MS = 10_000;
const keyOf = (o: Owner) => `${o.tenantId}:${o.userId}`;

/** A report naming the user forgets their entry; one of a fan-out batch (no user), the school's. */
function forgetReported(change: Change, entries: Map<string, Kept<unknown>>) {
  if (change.kind !== 'notifications') return;
  const key = change.userId === null ? null : keyOf({ tenantId: change.tenantId, userId: change.userId });
  forgetKept(entries, change.tenantId, (_value, k) => key === null || k === key);
}

export const totalsCache = defineCache<string, Kept<NotificationTotal>>({
  name: 'notification-totals',
  what: "the bell's unread count",
  where: 'features/notifications/reader-cache.ts',
  keyedBy: 'school, user',
  lifetime: { ms: NOTIFICATIONS_CACHE_MS, spread: true },
  max: 20_000,
  forget: forgetReported,
});

export const firstPagesCache = defineCache<string, Kept<JsonBytes>>({
  name: 'notification-first-pages',
  what: "the notification feed's first page",
  where: 'features/notifications/reader-cache.ts',
  keyedBy: 'school, user',
  lifetime: { ms: NOTIFICATIONS_CACHE_MS, spread: true },
  max: 20_000,
  forget: forgetReported,
});

export const cachedTotal = (db: Db, owner: Owner, read: () => Promise<NotificationTotal>) =>
  keep(db, totalsCache, keyOf(owner), owner.tenantId, read);

/** Only the page every screen opens with (page 1 of NOTIFICATION_PAGE_SIZE); other pages are read as asked. */
export const isFirstPage = (query: { page: number; paginate: number }) => query.page === 1 && query.paginate === NOTIFICATION_PAGE_SIZE;

export const cachedFirstPage = (db: Db, owner: Owner, read: () => Promise<JsonBytes>) =>
  keep(db, firstPagesCache, keyOf(owner), owner.tenantId, read);

/** The user's entries (and any read of the school still running, which may have missed the change). */
export function forgetUserNotifications(db: Db, owner: Owner) {
  const key = keyOf(owner);
  forgetKept(totalsCache.of(db), owner.tenantId, (_v, k) => k === key);
  forgetKept(firstPagesCache.of(db), owner.tenantId, (_v, k) => k === key);
}
