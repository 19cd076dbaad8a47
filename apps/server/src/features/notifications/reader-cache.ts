import { NOTIFICATION_PAGE_SIZE, type NotificationTotal } from '@trilha/shared/notifications/schemas';
import { forgetKept, keep, perDatabase, type Kept } from '../../platform/caches';
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
export const NOTIFICATIONS_CACHE_MS = 10_000;
const MAX_USERS = 20_000;

type Maps = { totals: Map<string, Kept<NotificationTotal>>; firstPages: Map<string, Kept<JsonBytes>> };
const maps = new WeakMap<object, Maps>();
const mapsOf = (db: Db) => perDatabase(maps, db, (): Maps => ({ totals: new Map(), firstPages: new Map() }));
const keyOf = (o: Owner) => `${o.tenantId}:${o.userId}`;
const props = (o: Owner) => ({ tenantId: o.tenantId, lifetime: NOTIFICATIONS_CACHE_MS, max: MAX_USERS });

export const cachedTotal = (db: Db, owner: Owner, read: () => Promise<NotificationTotal>) =>
  keep(mapsOf(db).totals, keyOf(owner), props(owner), read);

/** Only the page every screen opens with (page 1 of NOTIFICATION_PAGE_SIZE); other pages are read as asked. */
export const isFirstPage = (query: { page: number; paginate: number }) => query.page === 1 && query.paginate === NOTIFICATION_PAGE_SIZE;

export const cachedFirstPage = (db: Db, owner: Owner, read: () => Promise<JsonBytes>) =>
  keep(mapsOf(db).firstPages, keyOf(owner), props(owner), read);

/** The user's entries (and any read of the school still running, which may have missed the change). */
export function forgetUserNotifications(db: Db, owner: Owner) {
  const key = keyOf(owner);
  for (const map of Object.values(mapsOf(db)) as Map<string, Kept<unknown>>[]) forgetKept(map, owner.tenantId, (_v, k) => k === key);
}

export function forgetNotificationsOnChange(db: Db, change: Change) {
  if (change.kind === 'notifications') {
    if (change.userId !== null) forgetUserNotifications(db, { tenantId: change.tenantId, userId: change.userId });
    else for (const map of Object.values(mapsOf(db)) as Map<string, Kept<unknown>>[]) forgetKept(map, change.tenantId);
  } else if (change.kind === 'all') {
    for (const map of Object.values(mapsOf(db)) as Map<string, Kept<unknown>>[]) map.clear();
  }
}
